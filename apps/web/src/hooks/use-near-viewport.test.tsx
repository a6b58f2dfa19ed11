import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport.ts';

/** The browser's observer as far as the hook uses it: one per element, told when it intersects. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit | undefined,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  intersect(isIntersecting: boolean) {
    const entry = { isIntersecting, target: this.observed[0] } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = null;
});

describe('useNearViewport', () => {
  it('is far until the element comes within 200 px of the screen, then stays near', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(<Probe />);
    const observer = FakeObserver.last!;
    expect(container.textContent).toBe('far');
    expect(observer.options?.rootMargin).toBe('200px');
    expect(observer.observed).toEqual([container.firstChild]);
    act(() => observer.intersect(false));
    expect(container.textContent).toBe('far');
    act(() => observer.intersect(true));
    expect(container.textContent).toBe('near');
    // Near for good: nothing watches any more.
    expect(observer.disconnected).toBe(true);
  });

  it('counts everything as near without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('near');
  });
});
