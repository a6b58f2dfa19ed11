import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreatorApplicationDto, MyCreatorDto, SocialPostDto } from '@playeats/contracts/creators';
import { jsonResponse, problemResponse } from '../../../test/fake-fetch.ts';
import { currentLocation } from '../../../test/render.tsx';
import { calls, renderCreators, resetCreatorsTest } from '../test/render-creators.tsx';

afterEach(() => resetCreatorsTest());

const pending: CreatorApplicationDto = {
  id: 'app-1',
  status: 'pending',
  platform: 'twitch',
  channelUrl: 'https://www.twitch.tv/streamer',
  followers: 1200,
  averageViewers: 40,
  country: 'CANADA',
  submittedAt: '2026-11-20T12:00:00.000Z',
  reviewedAt: null,
  rejectionReason: null,
};

describe('/streamers', () => {
  it('tells a visitor what a streamer gets and who can apply, and asks them to sign in', async () => {
    const { requests } = await renderCreators('/streamers', () => undefined, { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stream with PlayEats' })).toBeInTheDocument();
    expect(await screen.findByText(/Your viewers get \$5\.00 in promo dollars/)).toBeInTheDocument();
    expect(screen.getByText(/You earn 250 bucks when a viewer's first order is delivered/)).toBeInTheDocument();
    expect(screen.getByText('You live in USA or Canada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fstreamers');
    expect(calls(requests, 'GET', '/api/users/me/creator')).toEqual([]);
  });

  it('checks the form before sending, then sends the application and shows it waiting', async () => {
    let mine: MyCreatorDto = { application: null, creator: null };
    const { requests, user } = await renderCreators('/streamers', (request) => {
      if (request.url === '/api/users/me/creator') return jsonResponse(200, mine);
      if (request.method === 'POST' && request.url === '/api/users/me/creator/applications') {
        mine = { application: pending, creator: null };
        return jsonResponse(201, pending);
      }
      return undefined;
    });
    const submit = await screen.findByRole('button', { name: 'Send my application' });
    await user.type(screen.getByLabelText('Link to your channel'), 'https://kick.com/streamer');
    await user.type(screen.getByLabelText('Followers'), '50');
    await user.type(screen.getByLabelText('Average viewers'), '40');
    await user.type(screen.getByLabelText('Date of birth'), '2015-01-01');
    await user.click(submit);
    expect(screen.getByText('Enter the link to your channel on Twitch.')).toBeInTheDocument();
    expect(screen.getByText('Your channel needs at least 100 followers.')).toBeInTheDocument();
    expect(screen.getByText('You must be 18 or older to apply.')).toBeInTheDocument();
    expect(screen.getByText('Accept the terms to apply.')).toBeInTheDocument();
    expect(screen.getByLabelText('Link to your channel')).toHaveFocus();
    expect(calls(requests, 'POST', '/api/users/me/creator/applications')).toEqual([]);

    await user.clear(screen.getByLabelText('Link to your channel'));
    await user.type(screen.getByLabelText('Link to your channel'), 'twitch.tv/streamer');
    await user.clear(screen.getByLabelText('Followers'));
    await user.type(screen.getByLabelText('Followers'), '1200');
    await user.clear(screen.getByLabelText('Date of birth'));
    await user.type(screen.getByLabelText('Date of birth'), '1995-04-12');
    await user.click(screen.getByRole('checkbox', { name: /streamer program terms/ }));
    await user.click(submit);
    expect(await screen.findByText('Waiting for review')).toBeInTheDocument();
    expect(calls(requests, 'POST', '/api/users/me/creator/applications')[0]!.body).toEqual({
      platform: 'twitch',
      channelUrl: 'twitch.tv/streamer',
      followers: 1200,
      averageViewers: 40,
      country: 'CANADA',
      dateOfBirth: '1995-04-12',
      acceptTerms: true,
    });
    expect(screen.queryByRole('button', { name: 'Send my application' })).toBeNull();
  });

  it("shows a refusal's reason and the form to apply again", async () => {
    const rejected = {
      ...pending,
      status: 'rejected',
      reviewedAt: pending.submittedAt,
      rejectionReason: 'Channel not found',
    };
    await renderCreators('/streamers', (request) =>
      request.url === '/api/users/me/creator' ? jsonResponse(200, { application: rejected, creator: null }) : undefined,
    );
    expect(await screen.findByText("Our reviewer's reason: Channel not found")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send my application' })).toBeInTheDocument();
  });

  it("shows an approved creator's code, share link and figures", async () => {
    const mine: MyCreatorDto = {
      application: { ...pending, status: 'approved', reviewedAt: pending.submittedAt },
      creator: {
        code: 'K7RMX2QP',
        shareLink: 'https://playeats.app/signupWithCode/K7RMX2QP',
        approvedAt: pending.submittedAt,
        figures: { signups: 12, firstOrders: 3, bucksEarned: 750 },
      },
    };
    await renderCreators('/streamers', (request) =>
      request.url === '/api/users/me/creator' ? jsonResponse(200, mine) : undefined,
    );
    expect(await screen.findByText('K7RMX2QP')).toBeInTheDocument();
    expect(screen.getByLabelText('Your sign-up link')).toHaveValue('https://playeats.app/signupWithCode/K7RMX2QP');
    const figures = screen.getByRole('heading', { name: 'Your figures' }).nextElementSibling as HTMLElement;
    expect(within(figures).getByText('Bucks earned').nextElementSibling).toHaveTextContent('750');
    expect(within(figures).getByText('Sign-ups').nextElementSibling).toHaveTextContent('12');
  });
});

describe('/socialMediaProgram', () => {
  const post: SocialPostDto = {
    id: 'post-1',
    platform: 'x',
    url: 'https://x.com/me/status/1',
    status: 'approved',
    submittedAt: '2026-11-20T12:00:00.000Z',
    reviewedAt: '2026-11-21T12:00:00.000Z',
    rejectionReason: null,
    bucksCredited: 100,
  };

  it('refuses a link that is not a post, says when one was already sent, and lists the posts with their outcome', async () => {
    const { requests, user } = await renderCreators('/socialMediaProgram', (request) => {
      if (request.method === 'GET' && request.url.startsWith('/api/users/me/social-posts')) {
        return jsonResponse(200, {
          items: [
            post,
            { ...post, id: 'post-2', status: 'rejected', bucksCredited: null, rejectionReason: 'Not public' },
          ],
          nextCursor: null,
          week: { credited: 1, limit: 3 },
        });
      }
      if (request.method === 'POST') return problemResponse(409, 'SocialPostDuplicateException');
      return undefined;
    });
    expect(await screen.findByText('This week: 1 of 3 posts credited.')).toBeInTheDocument();
    expect(screen.getByText('100 bucks credited.')).toBeInTheDocument();
    expect(screen.getByText('Reason: Not public')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Link to your post'), 'https://x.com/me');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter the link to one post on a platform listed above.')).toBeInTheDocument();
    expect(calls(requests, 'POST', '/api/users/me/social-posts')).toEqual([]);

    await user.clear(screen.getByLabelText('Link to your post'));
    await user.type(screen.getByLabelText('Link to your post'), 'https://x.com/me/status/1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This post was already sent.')).toBeInTheDocument();
    expect(calls(requests, 'POST', '/api/users/me/social-posts')[0]!.body).toEqual({
      url: 'https://x.com/me/status/1',
    });
  });
});

describe('/DiscordCallback', () => {
  const eligible = { eligible: true, account: null };

  it('finishes the link and returns to where it started, which says so', async () => {
    const { requests } = await renderCreators(
      '/DiscordCallback?code=the-code&state=the-state-0123456789',
      (request) => {
        if (request.method === 'POST' && request.url === '/api/users/me/discord/callback') {
          return jsonResponse(200, {
            returnTo: '/socialMediaProgram',
            link: {
              eligible: true,
              account: {
                discordUserId: '1',
                username: 'player.one',
                globalName: 'Player One',
                linkedAt: '2026-11-21T12:00:00.000Z',
              },
            },
          });
        }
        if (request.url.startsWith('/api/users/me/social-posts')) {
          return jsonResponse(200, { items: [], nextCursor: null, week: { credited: 0, limit: 3 } });
        }
        if (request.url === '/api/users/me/discord') return jsonResponse(200, eligible);
        return undefined;
      },
    );
    expect(await screen.findByText('Your Discord account Player One is linked.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/socialMediaProgram');
    expect(calls(requests, 'POST', '/api/users/me/discord/callback')).toHaveLength(1);
    expect(calls(requests, 'POST', '/api/users/me/discord/callback')[0]!.body).toEqual({
      state: 'the-state-0123456789',
      code: 'the-code',
    });
  });

  it('a replayed or refused link comes back with a clear error', async () => {
    await renderCreators('/DiscordCallback?error=access_denied&state=another-state-0123456789', (request) => {
      if (request.method === 'POST' && request.url === '/api/users/me/discord/callback') {
        return jsonResponse(
          400,
          {
            type: 'https://playeats.app/problems/DiscordLinkRefusedException',
            title: 'x',
            status: 400,
            returnTo: '/streamers',
          },
          'application/problem+json',
        );
      }
      if (request.url === '/api/users/me/creator') return jsonResponse(200, { application: pending, creator: null });
      if (request.url === '/api/users/me/discord') return jsonResponse(200, eligible);
      return undefined;
    });
    expect(
      await screen.findByText("Discord didn't link your account: the request was cancelled or refused."),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/streamers'));
    expect(screen.getByRole('button', { name: 'Link my Discord account' })).toBeInTheDocument();
  });
});
