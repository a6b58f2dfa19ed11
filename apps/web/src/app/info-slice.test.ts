import { describe, expect, it } from 'vitest';
import {
  applicationChanged,
  infoSlice,
  initialInfoState,
  safeAreaInsetsChanged,
  selectApplication,
  selectApplicationVersion,
  selectSafeAreaInsets,
  selectStatusBarHeight,
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
    const root = { info };
    expect(selectApplication(root)).toBe('OW_INGAME_CLIENT');
    expect(selectApplicationVersion(root)).toBe('2.8.1');
    expect(selectStatusBarHeight(root)).toBe(44);
    expect(selectSafeAreaInsets(root)).toEqual({ top: 44, right: 0, bottom: 34, left: 0 });
  });
});
