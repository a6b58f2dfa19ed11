import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, problemResponse } from '../../test/fake-fetch.ts';
import { CASGRAIN } from '../../test/geocode-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AddressForm, type AddressFormValues } from './address-form.tsx';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  vi.unstubAllGlobals();
});

const DEVICE = { lat: 45.52271, lng: -73.59561 };

type Answer = (success: PositionCallback, failure: PositionErrorCallback) => void;

function device(answer: Answer) {
  const getCurrentPosition = vi.fn(answer);
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

const at =
  (position: { lat: number; lng: number }): Answer =>
  (success) =>
    success({ coords: { latitude: position.lat, longitude: position.lng, accuracy: 20 } } as GeolocationPosition);

async function renderForm(reverse: () => Response) {
  const { requests } = installFakeFetch((request) => {
    const url = new URL(request.url, 'http://localhost');
    return url.pathname === '/api/geocode/reverse' ? reverse() : problemResponse(404, 'NotFoundException');
  });
  const onSubmit = vi.fn<(values: AddressFormValues) => void>();
  await renderWithProviders(
    <AddressForm
      defaultCountry="UNITED_STATES"
      submitLabel="Save the address"
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return { requests, onSubmit, user: userEvent.setup() };
}

describe('AddressForm: Use my location', () => {
  it("fills the form with the address where the device is, and the pin is the device's position", async () => {
    const asked = device(at(DEVICE));
    const { requests, onSubmit, user } = await renderForm(() =>
      jsonResponse(200, { item: CASGRAIN, attribution: null }),
    );
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('combobox', { name: 'Street address' })).toHaveValue('5333 Avenue Casgrain');
    expect(asked).toHaveBeenCalledTimes(1);
    const reverse = new URL(requests.find((r) => r.url.includes('/api/geocode/reverse'))!.url, 'http://localhost');
    expect(Object.fromEntries(reverse.searchParams)).toEqual({ lat: String(DEVICE.lat), lng: String(DEVICE.lng) });
    // The country follows the place found.
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('CANADA');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Montréal');
    expect(screen.getByRole('combobox', { name: 'Province or territory' })).toHaveValue('QC');
    expect(screen.getByRole('textbox', { name: /^Postal code/ })).toHaveValue('H2T 1X3');
    expect(screen.getByText(/^Placed where your device says you are/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delivery pin' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(onSubmit.mock.lastCall![0]).toMatchObject({ line1: '5333 Avenue Casgrain', position: DEVICE });
  });

  it('says when the browser refuses, and nothing is asked of the server', async () => {
    device((_s, failure) => failure({ code: 1, message: 'denied' } as GeolocationPositionError));
    const { requests, user } = await renderForm(() => jsonResponse(200, { item: CASGRAIN, attribution: null }));
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Location access is blocked for PlayEats/);
    expect(requests).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Street address' })).toHaveValue('');
  });

  it('says when no address is known where the device is', async () => {
    device(at(DEVICE));
    const { user } = await renderForm(() => jsonResponse(200, { item: null, attribution: null }));
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We found no address where you are. Type it instead.');
  });
});
