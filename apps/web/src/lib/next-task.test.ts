import { describe, expect, it } from 'vitest';
import { nextTask, startInTurns } from './next-task.ts';

describe('nextTask', () => {
  it('resolves after a task queued before it, not within the current one', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const waited = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await waited;
    expect(order).toEqual(['queued task', 'next task']);
  });
});

describe('startInTurns', () => {
  it('starts the first load at once and each next one only after a turn', async () => {
    const started: string[] = [];
    const turns: (() => void)[] = [];
    const turn = () => new Promise<void>((resolve) => turns.push(resolve));
    const load = (name: string) => () => {
      started.push(name);
      return Promise.resolve(name);
    };
    const all = startInTurns([load('page'), load('shell'), load('dialogs')], turn);
    await Promise.resolve();
    expect(started).toEqual(['page']);
    turns.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['page', 'shell']);
    turns.shift()!();
    await expect(all.then((loads) => Promise.all(loads))).resolves.toEqual(['page', 'shell', 'dialogs']);
    expect(turns).toEqual([]);
  });

  it('gives back a load that failed before the last one started, not reported as unhandled meanwhile', async () => {
    const failed = new Error('chunk did not load');
    const all = startInTurns([() => Promise.reject(failed), () => Promise.resolve('shell')]);
    // Several tasks pass with the failure in no one's hands: the test run reports an unhandled rejection if it escaped.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const [page, shell] = await all;
    await expect(page).rejects.toBe(failed);
    await expect(shell).resolves.toBe('shell');
  });
});
