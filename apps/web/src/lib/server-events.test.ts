import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectServerEvents, isServerEventsConnected, onServerEvent, parseEventBlock } from './server-events.ts';

/** A streamed answer whose events the test pushes, and ends, when it wants. */
function streamedResponse(status = 200) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status, headers: { 'content-type': 'text/event-stream' } }),
    push: (type: string, data: unknown) =>
      controller.enqueue(encoder.encode(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`)),
    comment: () => controller.enqueue(encoder.encode(': keep-alive\n\n')),
    end: () => controller.close(),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe('parseEventBlock', () => {
  it('reads the event name and its JSON data; comments and broken data are nothing', () => {
    expect(parseEventBlock('event: balance\ndata: {"bucks":3,"promoCents":0}')).toEqual({
      type: 'balance',
      data: { bucks: 3, promoCents: 0 },
    });
    expect(parseEventBlock(': keep-alive')).toBeNull();
    expect(parseEventBlock('event: x\ndata: {broken')).toBeNull();
  });
});

describe('connectServerEvents', () => {
  it('sends the bearer token, hands each event to its listeners, and says when it is connected', async () => {
    const stream = streamedResponse();
    const fetchImpl = vi.fn<typeof fetch>(async () => stream.response);
    const seen: unknown[] = [];
    const stop = onServerEvent('balance', (data) => seen.push(data));
    const connection = connectServerEvents({ getAccessToken: () => 'token-1', renewSession: vi.fn(), fetchImpl });
    await flush();
    expect(fetchImpl).toHaveBeenCalledWith('/api/events', expect.objectContaining({}));
    const init = fetchImpl.mock.calls[0]![1] as RequestInit;
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-1', Accept: 'text/event-stream' });
    stream.comment();
    stream.push('balance', { bucks: 50, promoCents: 0 });
    await flush();
    await flush();
    expect(seen).toEqual([{ bucks: 50, promoCents: 0 }]);
    expect(isServerEventsConnected()).toBe(true);
    connection.close();
    stop();
    expect(isServerEventsConnected()).toBe(false);
  });

  it('renews the session on a 401 or an `expired` event, then reconnects with the new token', async () => {
    let token = 'old';
    const first = streamedResponse(401);
    const second = streamedResponse();
    const third = streamedResponse();
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(first.response)
      .mockResolvedValueOnce(second.response)
      .mockResolvedValueOnce(third.response);
    const renewSession = vi.fn(async () => {
      token = `renewed-${renewSession.mock.calls.length}`;
    });
    const connection = connectServerEvents({ getAccessToken: () => token, renewSession, fetchImpl });
    await flush();
    await flush();
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect((fetchImpl.mock.calls[1]![1]!.headers as Record<string, string>).Authorization).toBe('Bearer renewed-1');
    second.push('expired', {});
    second.end();
    await flush();
    await flush();
    await flush();
    expect(renewSession).toHaveBeenCalledTimes(2);
    expect((fetchImpl.mock.calls[2]![1]!.headers as Record<string, string>).Authorization).toBe('Bearer renewed-2');
    connection.close();
  });

  it('reconnects after the connection drops, waiting longer each time it cannot', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const connection = connectServerEvents({
      getAccessToken: () => 't',
      renewSession: vi.fn(),
      fetchImpl,
      retryMs: 100,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(199);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    connection.close();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('stops for good when the session cannot be renewed (signed out)', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(streamedResponse(401).response);
    const renewSession = vi.fn(async () => {
      throw new Error('Need to logout');
    });
    connectServerEvents({ getAccessToken: () => 't', renewSession, fetchImpl });
    await flush();
    await flush();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(isServerEventsConnected()).toBe(false);
  });
});
