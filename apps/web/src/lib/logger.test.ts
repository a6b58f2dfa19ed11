import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyDebugSwitch, isConsoleSilenced, isDebugOn, logger, restoreConsole } from './logger.ts';

afterEach(() => {
  restoreConsole();
  vi.restoreAllMocks();
});

describe('debug switch', () => {
  it('reads true and the string "true" as on, anything else as off', () => {
    expect([true, 'true', false, 'false', 'TRUE', '', null, undefined].map(isDebugOn)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('silences log, info, debug, warn and trace when debug is not "true", but keeps errors', () => {
    const spies = (['log', 'info', 'debug', 'warn', 'trace', 'error'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => undefined),
    );
    applyDebugSwitch('false');
    console.log('x');
    console.info('x');
    console.debug('x');
    console.warn('x');
    console.trace('x');
    logger.warn('x');
    console.error('real failure');
    logger.error('real failure');

    const [log, info, debug, warn, trace, error] = spies;
    for (const spy of [log, info, debug, warn, trace]) expect(spy).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('leaves the console alone when debug is on, and turning it on again restores it', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    applyDebugSwitch(true);
    expect(isConsoleSilenced()).toBe(false);
    console.log('a');

    applyDebugSwitch(false);
    applyDebugSwitch(false); // twice must not save the no-op as the "original"
    console.log('b');
    expect(isConsoleSilenced()).toBe(true);

    applyDebugSwitch('true');
    console.log('c');
    expect(log.mock.calls.map(([message]) => message as string)).toEqual(['a', 'c']);
  });

  it('returns a restore function', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const restore = applyDebugSwitch(false);
    restore();
    console.log('back');
    expect(log).toHaveBeenCalledWith('back');
  });
});
