/**
 * The process's place in its life, shared by the entry point and the readiness check:
 * from the first moment of a shutdown, readiness answers 503 so a load balancer stops
 * sending new requests while the ones in flight finish.
 */
export interface Lifecycle {
  readonly draining: boolean;
  startDraining(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}
