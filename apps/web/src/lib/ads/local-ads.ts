import type { AdsAdapter } from './ads-adapter.ts';

/**
 * The stand-in for development, tests and the simulator: a labelled slot of the ad's
 * size, so layouts and rules are exercised without Overwolf's ad network.
 */
export const localAds: AdsAdapter = {
  name: 'local',
  async mount(container) {
    const slot = document.createElement('div');
    slot.className = 'local-ad';
    slot.dataset.testid = 'local-ad';
    slot.textContent = 'Ad';
    container.append(slot);
    return {
      pause: () => slot.setAttribute('hidden', ''),
      resume: () => slot.removeAttribute('hidden'),
      remove: () => slot.remove(),
    };
  },
};
