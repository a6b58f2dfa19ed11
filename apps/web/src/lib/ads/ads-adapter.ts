import { AD_SIZE } from '@playeats/domain/constants';

/** One ad in a container the page owns (Overwolf's rules: the SDK's element is its only child). */
export interface AdSlot {
  /** The window was minimized or hidden: no ad while nobody can see it. */
  pause(): void;
  resume(): void;
  remove(): void;
}

export interface AdsAdapter {
  readonly name: 'overwolf' | 'local';
  /** Fills the container with a 160x600 ad; rejects when the ad library cannot load. */
  mount(container: HTMLElement): Promise<AdSlot>;
}

export const VERTICAL_AD = AD_SIZE;
