import { screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse } from '../../../test/fake-fetch.ts';
import { IN_NEW_YORK, summary, uuid } from '../test/restaurant-fixtures.ts';
import { callsTo, currentLocation, renderDiscovery, resetDiscoveryTest } from '../test/render-discovery.tsx';

afterEach(resetDiscoveryTest);

const page = (items: (ReturnType<typeof summary> & { distance?: number })[], total = items.length, pageNumber = 1) => ({
  items: items.map((item) => ({ distance: null, ...item })),
  page: pageNumber,
  pageSize: 12,
  total,
});

const PARTNERS = '/api/restaurants/partners';

/** The browser's back and forward buttons. */
function BackAndForward() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Forward
      </button>
    </>
  );
}
/** Compares the text as it is, no-break spaces included. */
const exactly = { normalizer: (text: string) => text };

describe('PartnersPage', () => {
  it('shows loading placeholders, then a card per partner with its facts', async () => {
    const { requests } = await renderDiscovery('/partners', {
      handler: (_r, url) =>
        url.pathname === PARTNERS
          ? jsonResponse(
              200,
              page([
                summary(),
                summary({
                  id: uuid(2),
                  name: 'Sushi Go',
                  cuisines: ['japanese'],
                  imageUrl: '/img/sushi.jpg',
                  rating: null,
                  deliveryFeeCents: 0,
                }),
              ]),
            )
          : undefined,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Partner restaurants' })).toBeInTheDocument();
    expect(screen.getByText('Loading restaurants…')).toHaveAttribute('role', 'status');
    const card = (await screen.findByRole('heading', { level: 2, name: 'Poutinerie du Quartier' })).closest('article')!;
    const facts = within(card);
    expect(facts.getByRole('link', { name: 'Poutinerie du Quartier' })).toHaveAttribute(
      'href',
      `/nearby/${summary().id}`,
    );
    expect(await facts.findByText('Poutine · Burgers')).toBeInTheDocument();
    expect(facts.getByText('4.5 out of 5')).toBeInTheDocument();
    // A Montréal restaurant: Canadian dollars.
    expect(facts.getByText('CA$2.99')).toBeInTheDocument();
    expect(facts.getByText('CA$15.00')).toBeInTheDocument();
    expect(facts.getByText('Open 24 hours')).toBeInTheDocument();
    const sushi = within(screen.getByRole('heading', { name: 'Sushi Go' }).closest('article')!);
    expect(sushi.getByRole('img', { name: 'Photo of Sushi Go' })).toHaveAttribute('src', '/img/sushi.jpg');
    expect(sushi.getByText('Not rated yet')).toBeInTheDocument();
    expect(sushi.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('2 partner restaurants')).toBeInTheDocument();
    expect(callsTo(requests, PARTNERS)[0]!.params).toEqual({ page: '1', pageSize: '12' });
  });

  it.each([
    ['en', ['CA$2.99', 'CA$15.00'], ['$3.49', '$20.00']],
    ['fr', ['2,99\u00a0$', '15,00\u00a0$'], ['3,49\u00a0$\u00a0US', '20,00\u00a0$\u00a0US']],
  ] as const)('in %s, shows each restaurant’s fee and minimum in its own currency', async (lng, montreal, newYork) => {
    await renderDiscovery('/partners', {
      lng,
      handler: (_r, url) =>
        url.pathname === PARTNERS
          ? jsonResponse(
              200,
              page([
                summary(),
                summary({ ...IN_NEW_YORK, id: uuid(3), deliveryFeeCents: 349, minimumOrderCents: 2000 }),
              ]),
            )
          : undefined,
    });
    const card = async (name: string) =>
      within((await screen.findByRole('heading', { level: 2, name })).closest('article')!);
    const canadian = await card('Poutinerie du Quartier');
    const american = await card('Empire Slice');
    for (const amount of montreal) expect(canadian.getByText(amount, exactly)).toBeInTheDocument();
    for (const amount of newYork) expect(american.getByText(amount, exactly)).toBeInTheDocument();
  });

  it('pages through the partners, by ?page=, and takes the focus to the top', async () => {
    const { user, requests } = await renderDiscovery('/partners', {
      handler: (_r, url) => {
        if (url.pathname !== PARTNERS) return undefined;
        const n = Number(url.searchParams.get('page'));
        return jsonResponse(200, page([summary({ id: uuid(n), name: `Partner ${n}` })], 30, n));
      },
    });
    await screen.findByRole('heading', { name: 'Partner 1' });
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await screen.findByRole('heading', { name: 'Partner 2' });
    expect(currentLocation()).toBe('/partners?page=2');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(callsTo(requests, PARTNERS).map((c) => c.params.page)).toEqual(['1', '2']);
  });

  it('searches by name or cuisine through ?q=, once typing pauses, and starts again at page 1', async () => {
    const { user, requests } = await renderDiscovery('/partners?page=2', {
      handler: (_r, url) => {
        if (url.pathname !== PARTNERS) return undefined;
        const q = url.searchParams.get('q');
        return jsonResponse(200, page(q ? [] : [summary()], q ? 0 : 13, Number(url.searchParams.get('page'))));
      },
    });
    await screen.findByRole('heading', { name: 'Poutinerie du Quartier' });
    await user.type(screen.getByRole('searchbox', { name: 'Search partners by name or cuisine' }), 'sushi');
    expect(
      await screen.findByText('No partner restaurant matches “sushi”. Try another name or cuisine.'),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/partners?q=sushi');
    expect(callsTo(requests, PARTNERS).map((c) => c.params)).toEqual([
      { page: '2', pageSize: '12' },
      { page: '1', pageSize: '12', q: 'sushi' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Show every partner' }));
    await screen.findByRole('heading', { name: 'Poutinerie du Quartier' });
    expect(currentLocation()).toBe('/partners');
  });

  it('follows the address back and forward: the box shows the search the address names', async () => {
    const { user, requests } = await renderDiscovery('/partners?q=pizza', {
      handler: (_r, url) => {
        if (url.pathname !== PARTNERS) return undefined;
        const n = Number(url.searchParams.get('page'));
        return jsonResponse(200, page([summary({ id: uuid(n), name: `${url.searchParams.get('q')} ${n}` })], 30, n));
      },
      after: <BackAndForward />,
    });
    const box = screen.getByRole('searchbox', { name: 'Search partners by name or cuisine' });
    await screen.findByRole('heading', { name: 'pizza 1' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('heading', { name: 'pizza 2' });
    await user.clear(box);
    await user.type(box, 'sushi');
    await screen.findByRole('heading', { name: 'sushi 1' });
    expect(currentLocation()).toBe('/partners?q=sushi');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'pizza 1' });
    expect(currentLocation()).toBe('/partners?q=pizza');
    expect(box).toHaveValue('pizza');
    await user.click(screen.getByRole('button', { name: 'Forward' }));
    await screen.findByRole('heading', { name: 'sushi 1' });
    expect(box).toHaveValue('sushi');
    // The box following the address searched nothing of its own.
    await waitFor(() => expect(currentLocation()).toBe('/partners?q=sushi'));
    expect(callsTo(requests, PARTNERS).map((c) => c.params.q)).not.toContain('');
  });

  it('with a known place, lists the nearest first with the distance in its country’s unit, and the city', async () => {
    sessionStorage.setItem(
      'nearbyLocation',
      JSON.stringify({ source: 'typed', position: { lat: 45.5, lng: -73.57 }, label: 'Montréal', country: 'CANADA' }),
    );
    const { requests } = await renderDiscovery('/partners', {
      handler: (_r, url) =>
        url.pathname === PARTNERS ? jsonResponse(200, page([summary({ distance: 1.24 } as never)])) : undefined,
    });
    const card = within((await screen.findByRole('heading', { name: 'Poutinerie du Quartier' })).closest('article')!);
    expect(card.getByText('1.2 km away')).toBeInTheDocument();
    expect(card.getByText('Montréal, QC')).toBeInTheDocument();
    expect(screen.getByText('1 partner restaurant, nearest first')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Where should we deliver?' })).toBeInTheDocument();
    expect(callsTo(requests, PARTNERS)[0]!.params).toEqual({
      page: '1',
      pageSize: '12',
      lat: '45.5',
      lng: '-73.57',
      unit: 'km',
    });
  });

  it('says when there are no partners', async () => {
    await renderDiscovery('/partners', {
      handler: (_r, url) => (url.pathname === PARTNERS ? jsonResponse(200, page([], 0)) : undefined),
    });
    expect(await screen.findByText('There are no partner restaurants yet. Check back soon!')).toBeInTheDocument();
  });

  it('explains a failure in place and retries', async () => {
    let calls = 0;
    const { user } = await renderDiscovery('/partners', {
      handler: (_r, url) => {
        if (url.pathname !== PARTNERS) return undefined;
        calls += 1;
        return calls === 1 ? problemResponse(503, 'ServiceUnavailableException') : jsonResponse(200, page([summary()]));
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the partner restaurants.");
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Poutinerie du Quartier' })).toBeInTheDocument();
  });

  it('also shows an unexpected failure in the error dialog', async () => {
    await renderDiscovery('/partners', {
      handler: (_r, url) => (url.pathname === PARTNERS ? problemResponse(400, 'ValidationException') : undefined),
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Some of the information you entered is missing or not valid.');
    await waitFor(() => expect(screen.getByText(/couldn't load the partner restaurants/)).toBeInTheDocument());
  });

  it('speaks French', async () => {
    await renderDiscovery('/partners', {
      lng: 'fr',
      handler: (_r, url) => (url.pathname === PARTNERS ? jsonResponse(200, page([summary()])) : undefined),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Restaurants partenaires' })).toBeInTheDocument();
    const card = within((await screen.findByRole('heading', { name: 'Poutinerie du Quartier' })).closest('article')!);
    expect(card.getByText('4,5 sur 5')).toBeInTheDocument();
    expect(card.getByText('2,99\u00a0$', exactly)).toBeInTheDocument();
    expect(card.getByText('Ouvert 24 heures sur 24')).toBeInTheDocument();
  });
});
