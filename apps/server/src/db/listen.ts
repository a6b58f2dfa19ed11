import pg from 'pg';

export interface ChannelHandlers {
  onMessage(payload: string): void;
  /**
   * The listener was cut off and is listening again: whatever was announced meanwhile was
   * missed, so what depends on the channel should catch up.
   */
  onResume?(): void;
  /** A failure to connect or listen (logged by the caller; the listener keeps trying). */
  onError?(err: unknown): void;
}

export interface ChannelListener {
  close(): Promise<void>;
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one would be handed to other
 * queries). When the connection drops it reconnects with backoff and says so (onResume).
 */
export async function listenPostgres(
  url: string,
  channel: string,
  handlers: ChannelHandlers,
): Promise<ChannelListener> {
  let closed = false;
  let client: pg.Client | null = null;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (resuming: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: 'playeats-events' });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onMessage(message.payload);
    });
    next.on('error', (err) => handlers.onError?.(err));
    next.on('end', () => {
      if (closed || client !== next) return;
      client = null;
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    retryMs = RETRY_MIN_MS;
    if (resuming) handlers.onResume?.();
  };

  const schedule = () => {
    if (closed) return;
    retryTimer = setTimeout(() => {
      connect(true).catch((err: unknown) => {
        handlers.onError?.(err);
        retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
        schedule();
      });
    }, retryMs);
    retryTimer.unref();
  };

  await connect(false);
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
