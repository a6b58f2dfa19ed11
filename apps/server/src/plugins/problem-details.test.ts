import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpProblem, Overloaded } from '../lib/problem.ts';
import { refusalCounter, registerProblemDetails } from './problem-details.ts';

describe('refusalCounter', () => {
  it('tells the first refusal at once, then those of each following second together as it ends, by what refused', () => {
    const lines: Record<string, number>[] = [];
    const pending: (() => void)[] = [];
    const refusal = refusalCounter(
      (refused) => lines.push(refused),
      (run, ms) => {
        expect(ms).toBe(1_000);
        pending.push(run);
      },
    );
    const secondEnds = () => pending.shift()!();
    refusal('heartbeats');
    expect(lines).toEqual([{ heartbeats: 1 }]);
    // A flood within the second: nothing more yet.
    for (let i = 0; i < 499; i++) refusal(i % 100 === 0 ? 'nearby searches' : 'heartbeats');
    expect(lines).toEqual([{ heartbeats: 1 }]);
    secondEnds(); // the 499 together, by source, and a new second starts
    expect(lines.at(-1)).toEqual({ heartbeats: 494, 'nearby searches': 5 });
    refusal('refresh token rotations');
    refusal('refresh token rotations');
    secondEnds();
    expect(lines.at(-1)).toEqual({ 'refresh token rotations': 2 });
    secondEnds(); // a second without refusals: no line, and the window closes
    expect(lines).toHaveLength(3);
    expect(pending).toEqual([]);
    refusal('heartbeats'); // the next refusal is told at once again
    expect(lines).toEqual([
      { heartbeats: 1 },
      { heartbeats: 494, 'nearby searches': 5 },
      { 'refresh token rotations': 2 },
      { heartbeats: 1 },
    ]);
  });
});

describe('an overloaded server’s 503', () => {
  it('answers as any 503 problem, and is counted as a warning while other 503s are errors', async () => {
    const logged: { level: number; msg: string; refused?: Record<string, number> }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    const pending: (() => void)[] = [];
    registerProblemDetails(app, { later: (run) => pending.push(run) });
    app.get('/busy', async () => {
      throw new Overloaded('heartbeats');
    });
    app.get('/down', async () => {
      throw new HttpProblem(503, 'ServiceUnavailableException', 'Service unavailable', 'The database does not answer.');
    });
    try {
      const busy = await app.inject({ url: '/busy' });
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('1');
      expect(busy.json()).toMatchObject({
        title: 'Service unavailable',
        status: 503,
        detail: 'The server is busy: try again in a moment.',
        retryAfterSeconds: 1,
      });
      expect(busy.body).not.toContain('heartbeats'); // what refused is for the log only
      await app.inject({ url: '/busy' }); // within the second: held
      await app.inject({ url: '/down' });
      const warnings = () => logged.filter((line) => line.level === 40);
      const errors = logged.filter((line) => line.level === 50);
      expect(warnings()).toEqual([
        expect.objectContaining({ refused: { heartbeats: 1 }, msg: expect.stringMatching(/^overloaded/) }),
      ]);
      expect(errors.map((line) => line.msg)).toEqual(['The database does not answer.']);
      pending.shift()!(); // the second ends: the refusal held within it is told
      expect(warnings().map((line) => line.refused)).toEqual([{ heartbeats: 1 }, { heartbeats: 1 }]);
    } finally {
      await app.close();
    }
  });
});
