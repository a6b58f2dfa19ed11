import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventHub, type EventStream } from './event-hub.ts';

// The hub's timer: keep-alives spread over the period in slices, expiry on each stream's
// visit. The streams' answers are recorders: what is written, whether it ended.

interface Recorder {
  chunks: string[];
  ended: boolean;
}

function recordingResponse(): { response: ServerResponse; recorder: Recorder } {
  const recorder: Recorder = { chunks: [], ended: false };
  const response = {
    destroyed: false,
    get writableEnded() {
      return recorder.ended;
    },
    writableLength: 0,
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

  const open = (hub: ReturnType<typeof createEventHub>, n: number, expiresAt = Date.now() / 1000 + 3600) =>
    Array.from({ length: n }, (_, i) => {
      const { response, recorder } = recordingResponse();
      const stream: EventStream = { userId: `user-${i}`, expiresAt, response };
      return { recorder, remove: hub.add(stream) };
    });

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
    const [gone] = open(hub, 1);
    const [expiring] = open(hub, 1, Date.now() / 1000 + 2);
    const [staying] = open(hub, 1);
    if (!gone || !expiring || !staying) throw new Error('three streams open');
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
});
