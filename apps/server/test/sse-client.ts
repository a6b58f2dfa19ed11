export interface SseEvent {
  type: string;
  data: unknown;
}

/**
 * A test's reader of a text/event-stream answer: `next()` resolves with the next event
 * (comments skipped), or rejects after `timeoutMs`; `none(ms)` checks that none came.
 */
export async function openEventStream(url: string, accessToken?: string) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    signal: controller.signal,
  });
  const queue: SseEvent[] = [];
  const waiters: ((event: SseEvent | null) => void)[] = [];
  let ended = false;
  const push = (event: SseEvent | null) => {
    const waiter = waiters.shift();
    if (waiter) waiter(event);
    else if (event) queue.push(event);
  };
  const pump = async () => {
    if (!response.body || response.status !== 200) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let type = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) type = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (data) push({ type, data: JSON.parse(data) as unknown });
        }
      }
    } catch {
      // aborted
    }
    ended = true;
    while (waiters.length > 0) push(null);
  };
  void pump();
  return {
    response,
    get ended() {
      return ended;
    },
    next(timeoutMs = 5_000): Promise<SseEvent | null> {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      if (ended) return Promise.resolve(null);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
        waiters.push((event) => {
          clearTimeout(timer);
          resolve(event);
        });
      });
    },
    async none(ms: number): Promise<SseEvent[]> {
      await new Promise((r) => setTimeout(r, ms));
      return queue.splice(0);
    },
    close: () => controller.abort(),
  };
}
