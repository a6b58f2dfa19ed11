import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GeocodeCandidateDto } from '@playeats/contracts/geocoding';
import { installFakeFetch, jsonResponse, problemResponse, type RecordedRequest } from '../../test/fake-fetch.ts';
import { CASGRAIN } from '../../test/geocode-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AddressForm, type AddressFormValues } from './address-form.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const SAINT_LAURENT: GeocodeCandidateDto = {
  ...CASGRAIN,
  label: '5333 Boulevard Saint-Laurent, Montréal, QC H2T 1S5, Canada',
  position: { lat: 45.5237, lng: -73.5951 },
  line1: '5333 Boulevard Saint-Laurent',
  postalCode: 'H2T 1S5',
};
const ATTRIBUTION = 'Data © OpenStreetMap contributors, ODbL 1.0';

function geocoder(answer: (request: RecordedRequest, url: URL) => Response | undefined = () => undefined) {
  return installFakeFetch((request) => {
    const url = new URL(request.url, 'http://localhost');
    const given = answer(request, url);
    if (given) return given;
    if (url.pathname === '/api/geocode') {
      return jsonResponse(200, { items: [CASGRAIN, SAINT_LAURENT], attribution: ATTRIBUTION });
    }
    return problemResponse(404, 'NotFoundException');
  });
}

const searches = (requests: RecordedRequest[]) =>
  requests
    .map((r) => new URL(r.url, 'http://localhost'))
    .filter((u) => u.pathname === '/api/geocode')
    .map((u) => Object.fromEntries(u.searchParams));

async function renderForm(near: { lat: number; lng: number } | null = { lat: 45.5, lng: -73.6 }) {
  const onSubmit = vi.fn<(values: AddressFormValues) => void>();
  const view = await renderWithProviders(
    <AddressForm
      defaultCountry="CANADA"
      submitLabel="Save the address"
      onSubmit={onSubmit}
      onCancel={() => {}}
      near={near}
    />,
  );
  const street = screen.getByRole('combobox', { name: 'Street address' });
  return { ...view, onSubmit, street };
}

const submitted = (onSubmit: ReturnType<typeof vi.fn<(values: AddressFormValues) => void>>) =>
  onSubmit.mock.lastCall![0];

describe('AddressForm: the street line suggests addresses', () => {
  it('asks once the typing pauses (300 ms), in the country, near the known location', async () => {
    const { requests } = geocoder();
    const { street } = await renderForm();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Testing Library's user-event waits on real timers: the keys are typed as change events here.
    for (const text of ['5', '53', '5333', '5333 C', '5333 Cas']) fireEvent.change(street, { target: { value: text } });
    expect(searches(requests)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(searches(requests)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searches(requests)).toHaveLength(1);
    // The answer's own scheduling (React Query notifies on a timer) runs on the fake clock too.
    await act(() => vi.advanceTimersByTimeAsync(100));
    vi.useRealTimers();
    expect(await screen.findByRole('option', { name: CASGRAIN.label })).toBeInTheDocument();
    expect(searches(requests)).toEqual([{ q: '5333 Cas', country: 'CANADA', lat: '45.5', lng: '-73.6', limit: '5' }]);
    expect(street).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(ATTRIBUTION)).toBeInTheDocument();
  });

  it('Down and Up move through the suggestions, Enter picks one: the fields are filled, its position kept', async () => {
    geocoder();
    const { street, onSubmit } = await renderForm();
    const user = userEvent.setup();
    await user.type(street, '5333');
    const listbox = await screen.findByRole('listbox', { name: 'Suggested addresses' });
    expect(street).toHaveAttribute('aria-controls', listbox.id);
    expect(street).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    const [first, second] = within(listbox).getAllByRole('option');
    expect(street).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(street).toHaveAttribute('aria-activedescendant', first!.id);
    await user.keyboard('{ArrowUp}');
    expect(street).toHaveAttribute('aria-activedescendant', second!.id);
    await user.keyboard('{Enter}');
    expect(street).toHaveValue('5333 Boulevard Saint-Laurent');
    expect(street).toHaveAttribute('aria-expanded', 'false');
    expect(street).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Montréal');
    expect(screen.getByRole('combobox', { name: 'Province or territory' })).toHaveValue('QC');
    expect(screen.getByRole('textbox', { name: /^Postal code/ })).toHaveValue('H2T 1S5');
    expect(screen.getByText("Located to the street. Move the pin to your door if it isn't there.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(submitted(onSubmit)).toMatchObject({
      line1: '5333 Boulevard Saint-Laurent',
      city: 'Montréal',
      region: 'QC',
      postalCode: 'H2T 1S5',
      country: 'CANADA',
      position: SAINT_LAURENT.position,
    });
  });

  it('a click (or a tap) picks too; Escape closes the list without picking', async () => {
    geocoder();
    const { street } = await renderForm();
    const user = userEvent.setup();
    await user.type(street, '5333');
    await screen.findByRole('option', { name: CASGRAIN.label });
    await user.keyboard('{Escape}');
    expect(street).toHaveAttribute('aria-expanded', 'false');
    expect(street).toHaveValue('5333');
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: CASGRAIN.label }));
    expect(street).toHaveValue('5333 Avenue Casgrain');
  });

  it('typing over the address afterwards drops the kept position: the server places it again', async () => {
    geocoder();
    const { street, onSubmit } = await renderForm();
    const user = userEvent.setup();
    await user.type(street, '5333');
    await user.click(await screen.findByRole('option', { name: CASGRAIN.label }));
    expect(screen.getByRole('region', { name: 'Map of your delivery address' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Postal code/ }), '{Backspace}4');
    expect(screen.queryByRole('region', { name: 'Map of your delivery address' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(submitted(onSubmit).postalCode).toBe('H2T 1X4');
    expect(submitted(onSubmit)).not.toHaveProperty('position');
  });

  it('a suggestion placed only at its postal code shows the pin but is not sent as one', async () => {
    geocoder((_r, url) =>
      url.pathname === '/api/geocode'
        ? jsonResponse(200, {
            items: [
              { ...CASGRAIN, label: 'H2T, Montréal, QC', precision: 'postal_code', line1: null, postalCode: 'H2T' },
            ],
            attribution: null,
          })
        : undefined,
    );
    const { street, onSubmit } = await renderForm();
    const user = userEvent.setup();
    await user.type(street, '12 Rue Fairmount');
    await user.click(await screen.findByRole('option', { name: 'H2T, Montréal, QC' }));
    expect(street).toHaveValue('12 Rue Fairmount');
    expect(screen.getByText('Located to the postal code only. Move the pin to your door.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Postal code/ }), 'H2T 1S5');
    // The postal code typed after the pick dropped the kept place.
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(submitted(onSubmit)).not.toHaveProperty('position');
  });

  it('says when suggestions are not available, and the address can still be typed', async () => {
    geocoder((_r, url) =>
      url.pathname === '/api/geocode' ? problemResponse(503, 'GeocoderUnavailableException') : undefined,
    );
    const { street } = await renderForm(null);
    await userEvent.setup().type(street, '5333 Casgrain');
    expect(
      await screen.findByText("Suggestions aren't available right now. Type the whole address."),
    ).toBeInTheDocument();
    expect(street).toHaveAttribute('aria-expanded', 'false');
  });
});
