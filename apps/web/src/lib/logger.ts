/**
 * The debug switch (spec section 6): unless the environment's `debug` flag is true,
 * console logging is silenced.
 *
 * Decision: console.error stays on. The spec silences "logging"; errors are failures,
 * not logging, and silencing them would leave production problems (a crashed render,
 * a rejected request) with no trace at all in the user's console or the overlay's logs.
 */
const SILENCED_METHODS = ['log', 'info', 'debug', 'warn', 'trace'] as const;
type SilencedMethod = (typeof SILENCED_METHODS)[number];

let originals: Partial<Record<SilencedMethod, Console[SilencedMethod]>> | null = null;

const noop = (): void => undefined;

/** True for `true` and the string 'true' (environment values may arrive as strings). */
export function isDebugOn(debug: boolean | string | null | undefined): boolean {
  return debug === true || debug === 'true';
}

/**
 * Applies the switch: with debug off, console.log/info/debug/warn/trace become no-ops;
 * with debug on, the real methods come back. Safe to call again whenever the settings
 * change. Returns a function restoring the console as it was before the first call.
 */
export function applyDebugSwitch(debug: boolean | string | null | undefined): () => void {
  if (isDebugOn(debug)) {
    restoreConsole();
  } else if (!originals) {
    originals = {};
    for (const method of SILENCED_METHODS) {
      originals[method] = console[method];
      console[method] = noop;
    }
  }
  return restoreConsole;
}

export function restoreConsole(): void {
  if (!originals) return;
  for (const method of SILENCED_METHODS) {
    const original = originals[method];
    if (original) console[method] = original;
  }
  originals = null;
}

/** Tests: whether silenceConsole is in force. @internal */
export function isConsoleSilenced(): boolean {
  return originals !== null;
}

/**
 * Logging for app code. It looks the console method up at call time, so the debug
 * switch applies to it too.
 */
export const logger = {
  debug: (...args: unknown[]) => console.debug(...args),
  info: (...args: unknown[]) => console.info(...args),
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => console.error(...args),
};
