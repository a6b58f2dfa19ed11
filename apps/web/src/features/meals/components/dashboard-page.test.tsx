import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { problemResponse } from '../../../test/fake-fetch.ts';
import {
  callsTo,
  currentLocation,
  meal,
  renderDashboard,
  resetDashboardTest,
  uuid,
} from '../test/render-dashboard.tsx';

afterEach(resetDashboardTest);

/** Compares the text as it is, no-break spaces included. */
const exactly = { normalizer: (text: string) => text };

const MEALS = [
  meal(1, 'Late snack', false, 0),
  meal(2, 'Raid night', true, 3),
  meal(3, 'Should not display: staff meal', true, 1),
  meal(4, 'Lunch break', true, 2),
  meal(5, 'Sunday brunch', false, 4),
];

const shownNames = async () => {
  await screen.findByRole('heading', { level: 3, name: 'Lunch break' });
  return within(screen.getByRole('region', { name: 'Saved meals' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
};

describe('DashboardPage: saved meals', () => {
  it('hides "Should not display" meals and shows active ones first, then by index', async () => {
    const { store } = await renderDashboard('/dashboard', { meals: MEALS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your dashboard' })).toBeInTheDocument();
    expect(await shownNames()).toEqual(['Lunch break', 'Raid night', 'Late snack', 'Sunday brunch']);
    expect(screen.queryByText(/Should not display/)).not.toBeInTheDocument();
    const card = within(screen.getByRole('article', { name: 'Lunch break' }));
    expect(card.getByText('2 × Classic Poutine')).toBeInTheDocument();
    expect(card.getByText('CA$30.98 today')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Poutinerie du Quartier' })).toHaveAttribute('href', `/nearby/${uuid(500)}`);
    expect(card.getByRole('switch', { name: 'On Lunch break' })).toBeChecked();
    // The session's copy of the meals (spec section 3) follows.
    expect(store.getState().meals.userMeals).toHaveLength(5);
    expect(store.getState().meals.userMeals[0]).toEqual({ name: 'Late snack', active: false, index: 0 });
  });

  it.each([
    ['en', 'CA$30.98 today', '$12.50 today'],
    ['fr', "30,98\u00a0$ aujourd'hui", "12,50\u00a0$\u00a0US aujourd'hui"],
  ] as const)(
    'in %s, shows each meal at today’s price in its restaurant’s currency',
    async (lng, montreal, newYork) => {
      await renderDashboard('/dashboard', {
        lng,
        meals: [
          meal(1, 'Poutine night', true, 0),
          meal(2, 'Slice night', true, 1, {
            restaurant: { id: uuid(501), name: 'Empire Slice', imageUrl: null },
            currency: 'USD',
            subtotalCents: 1250,
          }),
        ],
      });
      const card = async (name: string) => within(await screen.findByRole('article', { name }));
      expect((await card('Poutine night')).getByText(montreal, exactly)).toBeInTheDocument();
      expect((await card('Slice night')).getByText(newYork, exactly)).toBeInTheDocument();
    },
  );

  it('moves a meal up and down with buttons, keeps the focus on it, and saves the order', async () => {
    const { user, requests } = await renderDashboard('/dashboard', { meals: MEALS });
    await shownNames();
    const down = screen.getByRole('button', { name: 'Move Lunch break down (now 1 of 4)' });
    expect(screen.getByRole('button', { name: 'Move Lunch break up (now 1 of 4)' })).toBeDisabled();
    // Active meals stay above paused ones.
    expect(screen.getByRole('button', { name: 'Move Raid night down (now 2 of 4)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Late snack up (now 3 of 4)' })).toBeDisabled();
    await user.click(down);
    expect(await shownNames()).toEqual(['Raid night', 'Lunch break', 'Late snack', 'Sunday brunch']);
    expect(callsTo(requests, 'PUT', '/api/users/me/meals/order')[0]!.body).toEqual({
      mealIds: [uuid(1), uuid(3), uuid(2), uuid(4), uuid(5)],
    });
    expect(screen.getByText('Lunch break moved to position 2 of 4.')).toBeInTheDocument();
    // At the bottom of its group the "down" button is disabled: focus goes to "up".
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Lunch break up (now 2 of 4)' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await shownNames()).toEqual(['Lunch break', 'Raid night', 'Late snack', 'Sunday brunch']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Lunch break down (now 1 of 4)' })).toHaveFocus(),
    );
  });

  it('puts the order back and says why when the server refuses it', async () => {
    const { user } = await renderDashboard('/dashboard', {
      meals: MEALS,
      handler: (r) => (r.method === 'PUT' ? problemResponse(409, 'ConflictException') : undefined),
    });
    await shownNames();
    await user.click(screen.getByRole('button', { name: 'Move Late snack down (now 3 of 4)' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('This was changed somewhere else');
    expect(await shownNames()).toEqual(['Lunch break', 'Raid night', 'Late snack', 'Sunday brunch']);
  });

  it('switches a meal off and on', async () => {
    const { user, requests } = await renderDashboard('/dashboard', { meals: MEALS });
    await shownNames();
    await user.click(screen.getByRole('switch', { name: 'On Raid night' }));
    expect(await shownNames()).toEqual(['Lunch break', 'Late snack', 'Raid night', 'Sunday brunch']);
    expect(callsTo(requests, 'PATCH', `/api/users/me/meals/${uuid(2)}`)[0]!.body).toEqual({ active: false });
    expect(screen.getByRole('switch', { name: 'On Raid night' })).not.toBeChecked();
  });

  it('renames a meal in a dialog', async () => {
    const { user, requests } = await renderDashboard('/dashboard', { meals: MEALS });
    await shownNames();
    await user.click(screen.getByRole('button', { name: 'Rename Raid night' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename this meal' });
    const input = within(dialog).getByRole('textbox', { name: 'Meal name' });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.click(within(dialog).getByRole('button', { name: 'Save the name' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give the meal a name.');
    await user.type(input, 'Boss fight fuel');
    await user.click(within(dialog).getByRole('button', { name: 'Save the name' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Boss fight fuel' })).toBeInTheDocument();
    expect(callsTo(requests, 'PATCH', `/api/users/me/meals/${uuid(2)}`)[0]!.body).toEqual({ name: 'Boss fight fuel' });
  });

  it('deletes a meal only after confirmation', async () => {
    const { user, requests } = await renderDashboard('/dashboard', { meals: MEALS });
    await shownNames();
    await user.click(screen.getByRole('button', { name: 'Delete Late snack' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this meal?' });
    expect(dialog).toHaveTextContent('“Late snack” will be deleted for good.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(callsTo(requests, 'DELETE', `/api/users/me/meals/${uuid(1)}`)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Delete Late snack' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete Late snack' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this meal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Late snack' })).not.toBeInTheDocument());
    expect(callsTo(requests, 'DELETE', `/api/users/me/meals/${uuid(1)}`)).toHaveLength(1);
    expect(screen.getByText('Late snack was deleted.')).toBeInTheDocument();
  });

  it('says when there are no meals yet, and leads to restaurants', async () => {
    await renderDashboard('/dashboard', { meals: [meal(3, 'Should not display', true, 0)] });
    expect(await screen.findByText(/You have no saved meals yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find restaurants near you' })).toHaveAttribute('href', '/nearby');
  });

  it('explains a failed load and retries', async () => {
    let calls = 0;
    const { user } = await renderDashboard('/dashboard', {
      meals: MEALS,
      handler: (r) => {
        if (r.method !== 'GET') return undefined;
        calls += 1;
        return calls === 1 ? problemResponse(503, 'ServiceUnavailableException') : undefined;
      },
    });
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await shownNames()).toHaveLength(4);
  });
});

describe('DashboardPage: the refresh-meal flag', () => {
  it('?refreshMeals=1 reloads the meals even when they are fresh, then leaves the address', async () => {
    const { user, requests, server } = await renderDashboard('/dashboard', { meals: MEALS });
    await shownNames();
    const gets = () => callsTo(requests, 'GET', '/api/users/me/meals').length;
    expect(gets()).toBe(1);

    // Back within the 5 s the meals stay fresh: no reload without the flag.
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(screen.getByRole('link', { name: 'Back without the flag' }));
    await shownNames();
    expect(gets()).toBe(1);

    server.meals = [...server.meals, meal(6, 'Saved elsewhere', true, 5)];
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(screen.getByRole('link', { name: 'Back with the flag' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Saved elsewhere' })).toBeInTheDocument();
    expect(gets()).toBe(2);
    await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
  });

  it('works on arrival too, with a single request', async () => {
    const { requests } = await renderDashboard('/dashboard?refreshMeals=1', { meals: MEALS });
    await shownNames();
    await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
    expect(callsTo(requests, 'GET', '/api/users/me/meals')).toHaveLength(1);
  });

  it('speaks French', async () => {
    await renderDashboard('/dashboard', { meals: MEALS, lng: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre tableau de bord' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Repas enregistrés' })).toBeInTheDocument();
    const card = within(await screen.findByRole('article', { name: 'Lunch break' }));
    expect(card.getByText("30,98\u00a0$ aujourd'hui", exactly)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Supprimer Lunch break' })).toBeInTheDocument();
  });
});
