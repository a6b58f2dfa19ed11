import { describe, expect, it } from 'vitest';
import {
  applicationChanged,
  infoSlice,
  initialInfoState,
  safeAreaInsetsChanged,
  statusBarHeightChanged,
} from './info-slice.ts';

describe('info slice', () => {
  it('starts with the web client type and version 2.8.1 until the app asks the platform', () => {
    expect(initialInfoState()).toEqual({
      application: 'WEBAPP_CLIENT',
      applicationVersion: '2.8.1',
      statusBarHeight: 0,
      safeAreaInsets: { top: 0, right: 0, bottom: 0, left: 0 },
    });
  });

  it('sets the host facts', () => {
    const info = [
      applicationChanged({ application: 'OW_INGAME_CLIENT', applicationVersion: '2.8.1' }),
      statusBarHeightChanged(44),
      safeAreaInsetsChanged({ top: 44, right: 0, bottom: 34, left: 0 }),
    ].reduce(infoSlice.reducer, initialInfoState());
    expect(info).toEqual({
      application: 'OW_INGAME_CLIENT',
      applicationVersion: '2.8.1',
      statusBarHeight: 44,
      safeAreaInsets: { top: 44, right: 0, bottom: 34, left: 0 },
    });
  });
});
