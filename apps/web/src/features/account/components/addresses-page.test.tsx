import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AddressDto } from '@playeats/contracts/addresses';
import { jsonResponse } from '../../../test/fake-fetch.ts';
import { HOME_ID, homeAddress, uuid, WORK_ID, workAddress } from '../../../test/ordering/ordering-fixtures.ts';
import {
  callsTo,
  renderOrdering,
  resetOrderingTest,
  testUserInfo,
  type RenderOrderingOptions,
  type TestHandler,
} from '../../../test/ordering/render-ordering.tsx';
import { AddressesPage } from './addresses-page.tsx';

afterEach(() => {
  resetOrderingTest();
});

const ADDRESSES = '/api/users/me/addresses';

const renderAddresses = (options: Partial<RenderOrderingOptions> = {}) =>
  renderOrdering({
    path: '/addresses',
    routes: [{ path: '/addresses', element: <AddressesPage /> }],
    ...options,
    state: { addresses: [homeAddress(), workAddress()], ...options.state },
  });

/** Address calls as the server answers them, keeping the list; the user info then carries the default. */
const addressServer: TestHandler = (request, url, state) => {
  const body = request.body as Record<string, unknown>;
  if (url.pathname === ADDRESSES && request.method === 'POST') {
    const saved: AddressDto = homeAddress({
      ...(body as Partial<AddressDto>),
      id: uuid(702),
      isDefault: state.addresses.length === 0,
      postalCode: 'H2X 1Y4',
    });
    state.addresses = [...state.addresses, saved];
    return jsonResponse(201, saved);
  }
  const match = /^\/api\/users\/me\/addresses\/([^/]+)(\/default)?$/.exec(url.pathname);
  if (!match) return undefined;
  const id = match[1]!;
  if (request.method === 'PATCH') {
    state.addresses = state.addresses.map((a) => (a.id === id ? { ...a, ...(body as Partial<AddressDto>) } : a));
    return jsonResponse(
      200,
      state.addresses.find((a) => a.id === id),
    );
  }
  if (request.method === 'DELETE') {
    state.addresses = state.addresses.filter((a) => a.id !== id);
    return jsonResponse(204);
  }
  if (request.method === 'PUT' && match[2]) {
    state.addresses = state.addresses.map((a) => ({ ...a, isDefault: a.id === id }));
    return jsonResponse(200, { items: state.addresses });
  }
  return undefined;
};

/** The server's 422 when the geocoder cannot place the city or postal code (address-rules.ts notPlaced). */
const notPlaced =
  (field: 'city' | 'postalCode', reason: string): TestHandler =>
  (request, url) =>
    url.pathname === ADDRESSES && request.method === 'POST'
      ? jsonResponse(
          422,
          {
            type: 'https://playeats.app/problems/AddressNotFoundException',
            title: 'Address not found',
            status: 422,
            detail: `We could not find this ${field === 'city' ? 'city' : 'postal code'}.`,
            field,
            invalidParams: [{ name: `body.${field}`, reason }],
          },
          'application/problem+json',
        )
      : undefined;

describe('/addresses', () => {
  it('lists the addresses, the default first, countries shown as USA and Canada', async () => {
    await renderAddresses();
    const home = await screen.findByRole('article', { name: /Home/ });
    expect(within(home).getByText('Default')).toBeInTheDocument();
    expect(within(home).getByText('350 5th Ave, Apt 12')).toBeInTheDocument();
    expect(within(home).getByText('New York, NY 10118')).toBeInTheDocument();
    expect(within(home).getByText('USA')).toBeInTheDocument();
    expect(within(home).getByText('For the courier: Buzz 12')).toBeInTheDocument();
    const work = screen.getByRole('article', { name: /Work/ });
    expect(within(work).getByText('Canada')).toBeInTheDocument();
    expect(within(work).getByRole('button', { name: 'Make default: Work' })).toBeInTheDocument();
    expect(within(home).queryByRole('button', { name: /default/ })).not.toBeInTheDocument();
  });

  it('adds a Canadian address: provinces to choose from, the postal code checked, then saved', async () => {
    const { user, requests, store } = await renderAddresses({ handler: addressServer });
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'CANADA');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Studio');
    await user.type(within(dialog).getByLabelText('Street address'), '123 Rue Saint-Denis');
    await user.type(within(dialog).getByLabelText('City'), 'Montréal');
    await user.selectOptions(within(dialog).getByLabelText('Province or territory'), 'Quebec');
    // A Toronto postal code is not in Quebec.
    await user.type(within(dialog).getByLabelText(/^Postal code/), 'M5V 2T6');
    await user.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    expect(
      within(dialog).getByText('This postal code is not in the province or territory chosen.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Postal code/)).toHaveFocus();
    expect(callsTo(requests, 'POST', ADDRESSES)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Postal code/));
    await user.type(within(dialog).getByLabelText(/^Postal code/), 'h2x1y4');
    await user.type(within(dialog).getByLabelText(/^Instructions for the courier/), 'Door code 42');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Make this my default address' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(callsTo(requests, 'POST', ADDRESSES)).toHaveLength(1));
    expect(callsTo(requests, 'POST', ADDRESSES)[0]!.body).toEqual({
      label: 'Studio',
      line1: '123 Rue Saint-Denis',
      line2: null,
      city: 'Montréal',
      region: 'QC',
      postalCode: 'h2x1y4',
      country: 'CANADA',
      instructions: 'Door code 42',
      makeDefault: true,
    });
    expect(await screen.findByText('Studio saved.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /Studio/ })).toBeInTheDocument();
    // The user info (which carries the default address) is reloaded.
    await waitFor(() => expect(callsTo(requests, 'GET', '/api/users/me')).toHaveLength(1));
    expect(store.getState().auth.userInfo?.email).toBe(testUserInfo.email);
  });

  it("starts a new address in the account's country", async () => {
    const { user } = await renderAddresses({ auth: { userInfo: { ...testUserInfo, country: 'CANADA' } } });
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    expect(within(dialog).getByLabelText('Country')).toHaveValue('CANADA');
    expect(within(dialog).getByLabelText('Province or territory')).toBeInTheDocument();
  });

  it('starts a new address in the USA when the session does not know the country', async () => {
    const { country: _omitted, ...withoutCountry } = testUserInfo;
    const { user } = await renderAddresses({ auth: { userInfo: withoutCountry } });
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    expect(within(dialog).getByLabelText('Country')).toHaveValue('UNITED_STATES');
  });

  it('points out every missing field', async () => {
    const { user, requests } = await renderAddresses();
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    await user.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    expect(within(dialog).getByText('Enter the street address.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the city.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the state.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a ZIP code like 12345 or 12345-6789.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Street address')).toHaveFocus();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('a city the server cannot place is pointed out under the city, focused, without the error dialog', async () => {
    const { user } = await renderAddresses({ handler: notPlaced('city', 'no such city in NY') });
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    await user.type(within(dialog).getByLabelText('Street address'), '1 Nowhere Rd');
    await user.type(within(dialog).getByLabelText('City'), 'Atlantis');
    await user.selectOptions(within(dialog).getByLabelText('State'), 'NY');
    await user.type(within(dialog).getByLabelText(/^ZIP code/), '10001');
    await user.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    const city = within(dialog).getByLabelText('City');
    await waitFor(() => expect(city).toHaveFocus());
    expect(city).toHaveAccessibleDescription(
      "We couldn't find this city. Check the city, the state or province, and the ZIP or postal code.",
    );
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveValue('Atlantis');
    expect(screen.queryByRole('dialog', { name: 'Sorry' })).not.toBeInTheDocument();
  });

  it('a postal code the server cannot place is pointed out under it', async () => {
    const { user } = await renderAddresses({ handler: notPlaced('postalCode', 'not in QC') });
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'CANADA');
    await user.type(within(dialog).getByLabelText('Street address'), '123 Rue Saint-Denis');
    await user.type(within(dialog).getByLabelText('City'), 'Montréal');
    await user.selectOptions(within(dialog).getByLabelText('Province or territory'), 'Quebec');
    await user.type(within(dialog).getByLabelText(/^Postal code/), 'H0H 0H0');
    await user.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    const postalCode = within(dialog).getByLabelText(/^Postal code/);
    await waitFor(() => expect(postalCode).toHaveFocus());
    // Read after the field's hint (A1A 1A1).
    expect(postalCode).toHaveAccessibleDescription(
      expect.stringContaining("We couldn't find this postal code. Check it and the province or territory."),
    );
    expect(within(dialog).getByLabelText('City')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('dialog', { name: 'Sorry' })).not.toBeInTheDocument();
  });

  it('an address no restaurant delivers to is saved, and the dialog says so, with what to do, before it closes', async () => {
    const unreachable: TestHandler = async (request, url, state) => {
      const answer = await addressServer(request, url, state);
      if (!answer || request.method !== 'POST') return answer;
      return jsonResponse(201, { ...((await answer.json()) as AddressDto), deliverable: false });
    };
    const { user, requests } = await renderAddresses({ handler: unreachable });
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'CANADA');
    await user.type(within(dialog).getByLabelText('Street address'), '4920 52 St');
    await user.type(within(dialog).getByLabelText('City'), 'Yellowknife');
    await user.selectOptions(within(dialog).getByLabelText('Province or territory'), 'NT');
    await user.type(within(dialog).getByLabelText(/^Postal code/), 'X1A 3T1');
    await user.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    const warning = await screen.findByRole('dialog', { name: 'Saved, but nobody delivers there yet' });
    expect(within(warning).getByRole('alert')).toHaveTextContent(
      'No restaurant on PlayEats delivers to this address yet.',
    );
    expect(warning).toHaveTextContent('To order now, choose or add another address.');
    expect(callsTo(requests, 'POST', ADDRESSES)).toHaveLength(1);
    await user.click(within(warning).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Saved all the same.
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('edits an address (an emptied field is cleared)', async () => {
    const { user, requests } = await renderAddresses({ handler: addressServer });
    await user.click(await screen.findByRole('button', { name: 'Edit Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the address' });
    expect(within(dialog).getByLabelText('Street address')).toHaveValue('350 5th Ave');
    await user.clear(within(dialog).getByLabelText(/^Apartment/));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsTo(requests, 'PATCH', `${ADDRESSES}/${HOME_ID}`)).toHaveLength(1));
    expect(callsTo(requests, 'PATCH', `${ADDRESSES}/${HOME_ID}`)[0]!.body).toMatchObject({ line2: null, region: 'NY' });
    expect(await screen.findByText('350 5th Ave')).toBeInTheDocument();
  });

  it('makes another address the default, and deletes one after confirmation', async () => {
    const { user, requests } = await renderAddresses({ handler: addressServer });
    await user.click(await screen.findByRole('button', { name: 'Make default: Work' }));
    expect(await screen.findByText('Work is now your default address.')).toBeInTheDocument();
    expect(callsTo(requests, 'PUT', `${ADDRESSES}/${WORK_ID}/default`)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete Home' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete the address' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /Home/ })).not.toBeInTheDocument());
    expect(callsTo(requests, 'DELETE', `${ADDRESSES}/${HOME_ID}`)).toHaveLength(1);
    expect(await screen.findByText('Home deleted.')).toBeInTheDocument();
  });

  it('comes back to checkout when it was opened from there', async () => {
    await renderAddresses({ path: '/addresses?next=/checkout' });
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/checkout');
  });

  it('never links back to another site', async () => {
    await renderAddresses({ path: '/addresses?next=//evil.example' });
    await screen.findByRole('article', { name: /Home/ });
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('in French, with the provinces named in French', async () => {
    const { user } = await renderAddresses({ lng: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Adresses de livraison' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Ajouter une adresse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une adresse' });
    await user.selectOptions(within(dialog).getByLabelText('Pays'), 'CANADA');
    expect(within(dialog).getByRole('option', { name: 'Colombie-Britannique' })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'Canada' })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'USA' })).toBeInTheDocument();
  });
});
