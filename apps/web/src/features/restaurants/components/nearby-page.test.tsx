import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fake-fetch.ts';
import { SEARCH_LOCATION_KEY } from '../hooks/use-search-location.ts';
import { nearby, uuid } from '../test/restaurant-fixtures.ts';
import {
  answerNearby as answerDiscovery,
  callsTo,
  nearbyPage,
  renderDiscovery,
  resetDiscoveryTest,
} from '../test/render-discovery.tsx';

const NEARBY = '/api/restaurants/nearby';
const MONTREAL = { source: 'typed', position: { lat: 45.5017, lng: -73.5673 }, label: 'Montréal, QC, Canada' };

afterEach(() => {
  resetDiscoveryTest();
  Reflect.deleteProperty(navigator, 'geolocation');
});

/** A location picked earlier in this tab. */
const atMontreal = () => sessionStorage.setItem(SEARCH_LOCATION_KEY, JSON.stringify(MONTREAL));

const answerNearby = (items = [nearby()]) => answerDiscovery(items);

const lastNearbyParams = (requests: Parameters<typeof callsTo>[0]) => callsTo(requests, NEARBY).at(-1)?.params;

describe('NearbyPage: the persisted filter', () => {
  it('starts from the spec defaults: by name, 5, all restaurants', async () => {
    atMontreal();
    const { requests, store } = await renderDiscovery('/nearby', { handler: answerNearby() });
    await screen.findByRole('heading', { level: 3, name: 'Poutinerie du Quartier' });
    expect(lastNearbyParams(requests)).toEqual({
      lat: '45.5017',
      lng: '-73.5673',
      radius: '5',
      unit: 'miles',
      searchType: 'MERCHANT_NAME',
      openNow: 'false',
      page: '1',
      pageSize: '20',
    });
    expect(screen.getByRole('radio', { name: 'Restaurant name' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Within' })).toHaveDisplayValue('5 miles');
    expect(screen.getByRole('switch', { name: 'Open now only' })).not.toBeChecked();
    expect(store.getState().meals.searchRadius).toBe(5);
  });

  it('restores a stored filter, and falls back field by field on invalid values', async () => {
    atMontreal();
    localStorage.setItem('searchTerm', 'poutine');
    localStorage.setItem('searchType', 'ITEM_CATEGORY');
    localStorage.setItem('radius', 'ten');
    localStorage.setItem('showOpenOnly', 'true');
    const { requests } = await renderDiscovery('/nearby', { handler: answerNearby() });
    await screen.findByRole('heading', { level: 3, name: 'Poutinerie du Quartier' });
    expect(lastNearbyParams(requests)).toMatchObject({
      searchType: 'ITEM_CATEGORY',
      q: 'poutine',
      radius: '5',
      openNow: 'true',
    });
    expect(screen.getByRole('radio', { name: 'Cuisine' })).toBeChecked();
    // With its list of suggestions, the search box is a combobox.
    expect(screen.getByRole('combobox', { name: 'Cuisine' })).toHaveValue('poutine');
    expect(screen.getByRole('switch', { name: 'Open now only' })).toBeChecked();
    // The invalid radius was replaced by the default the page uses.
    expect(localStorage.getItem('radius')).toBe('5');
  });

  it('stores each change, mirrors the radius into meals.searchRadius, and survives a remount', async () => {
    atMontreal();
    const first = await renderDiscovery('/nearby', { handler: answerNearby() });
    await screen.findByRole('heading', { level: 3, name: 'Poutinerie du Quartier' });
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Within' }), '25 miles');
    await first.user.click(screen.getByRole('switch', { name: 'Open now only' }));
    await first.user.click(screen.getByRole('radio', { name: 'Cuisine' }));
    await waitFor(() => expect(lastNearbyParams(first.requests)).toMatchObject({ radius: '25', openNow: 'true' }));
    expect(localStorage.getItem('radius')).toBe('25');
    expect(localStorage.getItem('showOpenOnly')).toBe('true');
    expect(localStorage.getItem('searchType')).toBe('ITEM_CATEGORY');
    expect(first.store.getState().meals.searchRadius).toBe(25);
    first.unmount();

    const second = await renderDiscovery('/nearby', { handler: answerNearby() });
    expect(screen.getByRole('combobox', { name: 'Within' })).toHaveDisplayValue('25 miles');
    expect(screen.getByRole('switch', { name: 'Open now only' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cuisine' })).toBeChecked();
    expect(second.store.getState().meals.searchRadius).toBe(25);
  });

  it('removes the stored term when the search box is emptied', async () => {
    atMontreal();
    localStorage.setItem('searchTerm', 'sushi');
    const { user } = await renderDiscovery('/nearby', { handler: answerNearby() });
    await user.clear(screen.getByRole('searchbox', { name: 'Restaurant name' }));
    await waitFor(() => expect(localStorage.getItem('searchTerm')).toBeNull());
  });
});

describe('NearbyPage: searching', () => {
  it('waits for a 300 ms pause in typing before searching', async () => {
    atMontreal();
    const { requests } = await renderDiscovery('/nearby', { handler: answerNearby() });
    await screen.findByRole('heading', { level: 3, name: 'Poutinerie du Quartier' });
    const box = screen.getByRole('searchbox', { name: 'Restaurant name' });
    const searched = () => callsTo(requests, NEARBY).map((c) => c.params.q);
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    vi.useFakeTimers();
    // A key every 100 ms: each one restarts the wait.
    for (const text of ['r', 'ro', 'rom', 'roma']) {
      fireEvent.change(box, { target: { value: text } });
      await wait(100);
    }
    expect(searched()).toEqual([undefined]);
    await wait(199);
    expect(searched()).toEqual([undefined]);
    expect(localStorage.getItem('searchTerm')).toBeNull();
    await wait(1);
    await wait(0);
    expect(searched()).toEqual([undefined, 'roma']);
    expect(localStorage.getItem('searchTerm')).toBe('roma');
    vi.useRealTimers();
  });

  it('toggles between name and cuisine; cuisine offers the cuisines as suggestions', async () => {
    atMontreal();
    const { requests, user } = await renderDiscovery('/nearby', { handler: answerNearby() });
    await screen.findByRole('heading', { level: 3, name: 'Poutinerie du Quartier' });
    expect(screen.getByRole('searchbox', { name: 'Restaurant name' })).not.toHaveAttribute('list');
    await user.click(screen.getByRole('radio', { name: 'Cuisine' }));
    const box = screen.getByRole('combobox', { name: 'Cuisine' });
    const list = document.getElementById(box.getAttribute('list')!)!;
    await waitFor(() =>
      expect([...list.querySelectorAll('option')].map((o) => o.value)).toEqual(['Poutine', 'Burgers', 'Japanese']),
    );
    await waitFor(() => expect(lastNearbyParams(requests)).toMatchObject({ searchType: 'ITEM_CATEGORY' }));
    // One list serves the cards' labels and the suggestions.
    expect(callsTo(requests, '/api/cuisines')).toHaveLength(1);
  });

  it('shows distances in miles in English, km in French, and converts when the unit is switched', async () => {
    atMontreal();
    const en = await renderDiscovery('/nearby', { handler: answerNearby([nearby({ distance: 1.5 })]) });
    expect(await screen.findByText('1.5 mi away')).toBeInTheDocument();
    await en.user.click(screen.getByRole('radio', { name: 'Kilometres' }));
    // 5 miles is about 8 km: the radius converts with the unit.
    await waitFor(() => expect(lastNearbyParams(en.requests)).toMatchObject({ unit: 'km', radius: '8' }));
    expect(screen.getByRole('combobox', { name: 'Within' })).toHaveDisplayValue('8 km');
    expect(localStorage.getItem('distanceUnit')).toBe('km');
    en.unmount();
    localStorage.clear();

    const fr = await renderDiscovery('/nearby', { lng: 'fr', handler: answerNearby([nearby({ distance: 2.4 })]) });
    expect(await screen.findByText(/^à 2,4\skm$/)).toBeInTheDocument();
    expect(lastNearbyParams(fr.requests)).toMatchObject({ unit: 'km' });
    expect(screen.getByRole('radio', { name: 'Kilomètres' })).toBeChecked();
  });

  it('filters with chips: open now, a cuisine, a radius; the full form opens from the Filters chip', async () => {
    atMontreal();
    const { user, requests } = await renderDiscovery('/nearby', { handler: answerNearby() });
    await screen.findByRole('heading', { level: 3, name: 'Poutinerie du Quartier' });
    const chips = within(screen.getByRole('group', { name: 'Quick filters' }));
    const filters = chips.getByRole('button', { name: 'Filters' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    await user.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(filters.getAttribute('aria-controls')!)).toContainElement(
      screen.getByRole('search', { name: 'Search restaurants' }),
    );
    const openNow = chips.getByRole('button', { name: 'Open now' });
    await user.click(openNow);
    expect(openNow).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastNearbyParams(requests)).toMatchObject({ openNow: 'true' }));
    const poutine = await chips.findByRole('button', { name: 'Poutine' });
    await user.click(poutine);
    expect(poutine).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(lastNearbyParams(requests)).toMatchObject({ searchType: 'ITEM_CATEGORY', q: 'Poutine' }),
    );
    expect(screen.getByRole('combobox', { name: 'Cuisine' })).toHaveValue('Poutine');
    await user.click(chips.getByRole('button', { name: '10 miles' }));
    await waitFor(() => expect(lastNearbyParams(requests)).toMatchObject({ radius: '10' }));
    await user.click(poutine);
    expect(poutine).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(lastNearbyParams(requests)?.q).toBeUndefined());
  });

  it('shows each restaurant nearest first with its opening state, and loads more', async () => {
    atMontreal();
    const { user, requests } = await renderDiscovery('/nearby', {
      handler: (_r, url) => {
        if (url.pathname !== NEARBY) return undefined;
        const page = Number(url.searchParams.get('page'));
        return page === 1
          ? jsonResponse(
              200,
              nearbyPage(
                [
                  nearby({ id: uuid(1), name: 'Near', distance: 0.2 }),
                  nearby({ id: uuid(2), name: 'Farther', distance: 1, openNow: false, opensAt: null }),
                ],
                { hasMore: true },
              ),
            )
          : jsonResponse(200, nearbyPage([nearby({ id: uuid(3), name: 'Farthest', distance: 3 })], { page: 2 }));
      },
    });
    const names = async () => (await screen.findAllByRole('heading', { level: 3 })).map((h) => h.textContent);
    expect(await names()).toEqual(['Near', 'Farther']);
    const farther = within(screen.getByRole('heading', { name: 'Farther' }).closest('article')!);
    expect(farther.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByText('The 2 nearest restaurants within 5 miles; more below')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more restaurants' }));
    await waitFor(async () => expect(await names()).toEqual(['Near', 'Farther', 'Farthest']));
    expect(lastNearbyParams(requests)).toMatchObject({ page: '2' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Farthest' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Show more restaurants' })).not.toBeInTheDocument();
  });

  it('offers a wider radius when nothing matches', async () => {
    atMontreal();
    const { user, requests } = await renderDiscovery('/nearby', { handler: answerNearby([]) });
    expect(await screen.findByText('No restaurant matches within 5 miles.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search within 10 miles' }));
    await waitFor(() => expect(lastNearbyParams(requests)).toMatchObject({ radius: '10' }));
    expect(localStorage.getItem('radius')).toBe('10');
  });
});
