/** An Overwolf-style event (addListener/removeListener by identity) that fires only when told to. */
export class SimEvent<T> {
  private readonly listeners = new Set<(event: T) => void>();

  readonly addListener = (callback: (event: T) => void): void => {
    this.listeners.add(callback);
  };

  readonly removeListener = (callback: (event: T) => void): void => {
    this.listeners.delete(callback);
  };

  get size(): number {
    return this.listeners.size;
  }

  /** Delivers asynchronously, as the host does (never inside the call that caused it). */
  emit(event: T): void {
    for (const listener of [...this.listeners]) queueMicrotask(() => listener(event));
  }

  clear(): void {
    this.listeners.clear();
  }
}
