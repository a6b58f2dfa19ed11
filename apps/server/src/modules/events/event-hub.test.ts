import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventHub, type EventStream } from './event-hub.ts';

// The hub's timer: keep-alives spread over the period in slices, expiry on each stream's
// visit. The streams' answers are recorders: what is written, whether it ended.

interface Recorder {
  chunks: string[];
  ended: boolean;
}

/**
 * `stalled`: a client that stopped reading, whose every write stays buffered. The answer
 * never tells the hub it ended (`destroyed`, `writableEnded` stay false): a stream the hub
 * still visited after letting it go would show as a write.
 */
function recordingResponse({ stalled = false } = {}): { response: ServerResponse; recorder: Recorder } {
  const recorder: Recorder = { chunks: [], ended: false };
  const response = {
    destroyed: false,
    writableEnded: false,
    get writableLength() {
      return stalled ? recorder.chunks.join('').length : 0;
    },
    write(chunk: string) {
      recorder.chunks.push(chunk);
      return true;
    },
    end() {
      recorder.ended = true;
    },
    destroy() {
      recorder.ended = true;
    },
  };
  return { response: response as unknown as ServerResponse, recorder };
}

const KEEP_ALIVE = ': keep-alive\n\n';
const keepAlives = (r: Recorder) => r.chunks.filter((c) => c === KEEP_ALIVE).length;

describe('event hub keep-alives', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-12-07T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  const open = (
    hub: ReturnType<typeof createEventHub>,
    n: number,
    { expiresAt = Date.now() / 1000 + 3600, userId = (i: number) => `user-${i}`, stalled = false } = {},
  ) =>
    Array.from({ length: n }, (_, i) => {
      const { response, recorder } = recordingResponse({ stalled });
      const stream: EventStream = { userId: userId(i), expiresAt, response };
      return { recorder, remove: hub.add(stream) };
    });
  const one = (...args: Parameters<typeof open>) => {
    const [stream] = open(...args);
    if (!stream) throw new Error('one stream opens');
    return stream;
  };

  it('writes a period’s keep-alives a slice a second, each stream once per period', () => {
    const hub = createEventHub({ keepAliveMs: 25_000 });
    const streams = open(hub, 100);
    const written = () => streams.reduce((sum, s) => sum + keepAlives(s.recorder), 0);

    vi.advanceTimersByTime(1_000);
    expect(written()).toBe(4); // 100 streams over 25 slices
    vi.advanceTimersByTime(24_000);
    expect(streams.map((s) => keepAlives(s.recorder))).toEqual(Array(100).fill(1));
    vi.advanceTimersByTime(25_000);
    expect(streams.map((s) => keepAlives(s.recorder))).toEqual(Array(100).fill(2));
    hub.close();
  });

  it('a period under two seconds is one slice: every stream at once', () => {
    const hub = createEventHub({ keepAliveMs: 50 });
    const streams = open(hub, 3);
    vi.advanceTimersByTime(50);
    expect(streams.map((s) => keepAlives(s.recorder))).toEqual([1, 1, 1]);
    hub.close();
  });

  it('a stream that went away is visited no more; one whose token ran out is told so and ended', () => {
    const hub = createEventHub({ keepAliveMs: 3_000 });
    const gone = one(hub, 1);
    const expiring = one(hub, 1, { expiresAt: Date.now() / 1000 + 2 });
    const staying = one(hub, 1);
    gone.remove();
    expect(hub.size).toBe(2);
    vi.advanceTimersByTime(3_000);
    expect(keepAlives(gone.recorder)).toBe(0);
    expect(expiring.recorder.chunks).toEqual([`event: expired\ndata: {}\n\n`]);
    expect(expiring.recorder.ended).toBe(true);
    expect(keepAlives(staying.recorder)).toBe(1);
    expect(hub.size).toBe(1);
    hub.close();
  });

  it('a new stream joins the emptiest slice, so streams leaving keep the slices even', () => {
    const hub = createEventHub({ keepAliveMs: 3_000 });
    const [, , third] = open(hub, 4); // slices 1, 2, 3, 1
    third!.remove();
    const late = one(hub, 1, { userId: () => 'late' }); // slice 3, where the third stream was
    vi.advanceTimersByTime(2_000);
    expect(keepAlives(late.recorder)).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(keepAlives(late.recorder)).toBe(1);
    hub.close();
  });

  it('a user past the limit loses the oldest stream, and the newest still gets the user’s events', () => {
    const hub = createEventHub({ keepAliveMs: 1_000, maxStreamsPerUser: 1 });
    const first = one(hub, 1, { userId: () => 'alice' });
    const second = one(hub, 1, { userId: () => 'alice' });
    expect(first.recorder.ended).toBe(true);
    expect(hub.size).toBe(1);
    hub.deliver(JSON.stringify({ type: 'balance', userId: 'alice', bucks: 5 }));
    expect(second.recorder.chunks).toEqual([`event: balance\ndata: {"bucks":5}\n\n`]);
    vi.advanceTimersByTime(1_000);
    expect(keepAlives(first.recorder)).toBe(0);
    expect(keepAlives(second.recorder)).toBe(1);
    hub.close();
  });

  it('a client that stops reading is let go once too much waits for it, and visited no more', () => {
    const hub = createEventHub({ keepAliveMs: 1_000, maxBufferedBytes: 40 });
    const stalled = one(hub, 1, { stalled: true });
    vi.advanceTimersByTime(3_000); // 14 bytes a keep-alive: the third passes 40
    expect(stalled.recorder.ended).toBe(true);
    expect(hub.size).toBe(0);
    vi.advanceTimersByTime(3_000);
    expect(keepAlives(stalled.recorder)).toBe(3);
  });

  it('a closed hub ends every stream and writes nothing more', () => {
    const hub = createEventHub({ keepAliveMs: 2_000 });
    const streams = open(hub, 4);
    hub.close();
    vi.advanceTimersByTime(10_000);
    expect(streams.map((s) => [s.recorder.ended, keepAlives(s.recorder)])).toEqual(Array(4).fill([true, 0]));
    expect(hub.size).toBe(0);
  });
});
