import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '@playeats/contracts/settings';
import { configureHttpClient } from '../../../lib/http-client.ts';
import { installFakeFetch, jsonResponse } from '../../../test/fake-fetch.ts';
import { createQueryClient } from '../../../lib/query-clients.ts';
import { getSettings, getSettingsQueryOptions, useSettings } from './get-settings.ts';

const settings: Settings = {
  debug: false,
  doubleBucksDates: ['2025-07-04'],
  fullMaintenanceMode: false,
  storeMaintenanceMode: true,
  googleClientId: 'google-id',
  microsoftClientId: null,
  adsEnabled: true,
  bucksPerHour: 50,
  bucksDailyCap: 400,
  bucksTimeZone: 'America/New_York',
  version: 0,
};

afterEach(() => {
  configureHttpClient(null);
  vi.unstubAllGlobals();
});

describe('getSettings', () => {
  it('GETs /api/settings and answers the settings', async () => {
    const { requests } = installFakeFetch(() => jsonResponse(200, settings));
    await expect(getSettings()).resolves.toEqual(settings);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/settings' });
  });

  it('rejects an answer that does not match the contract', async () => {
    installFakeFetch(() => jsonResponse(200, { ...settings, debug: 'yes' }));
    await expect(getSettings()).rejects.toThrow();
  });

  it('has a stable query key', () => {
    expect(getSettingsQueryOptions().queryKey).toEqual(['settings']);
  });
});

describe('useSettings', () => {
  it('loads the settings through the app query client', async () => {
    installFakeFetch(() => jsonResponse(200, settings));
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSettings(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(settings);
  });
});
