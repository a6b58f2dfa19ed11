import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpProblem } from '../../lib/problem.ts';
import { createNominatimGeocoder, type NominatimOptions } from './nominatim-geocoder.ts';
import { startNominatimStandIn, type NominatimStandIn } from './nominatim-stand-in.ts';
import type { PacerTimer } from './request-pacer.ts';

describe('the Nominatim adapter, against the stand-in', () => {
  let standIn: NominatimStandIn;
  beforeAll(async () => {
    standIn = await startNominatimStandIn();
  });
  afterAll(() => standIn.close());

  const geocoder = (options: Partial<NominatimOptions> = {}) =>
    createNominatimGeocoder({
      baseUrl: `${standIn.url}/`,
      userAgent: 'PlayEats/test (+http://playeats.test)',
      ratePerSecond: 100,
      timeoutMs: 2000,
      ...options,
    });
  const problemOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: HttpProblem) => ({
        status: error.status,
        name: error.problemName,
        ...error.extensions,
        detail: error.detail,
      }),
    );

  it('finds street addresses: number and street, city, region code, postal code, country; with its rules', async () => {
    const found = await geocoder({ email: 'ops@playeats.test', apiKey: 'k-123' }).search('350 5th Avenue, New York', {
      limit: 3,
      near: { lat: 40.75, lng: -73.99 },
    });
    expect(found).toEqual([
      {
        label: '350 5th Avenue, New York, NY 10118, USA',
        position: { lat: 40.7484, lng: -73.9857 },
        precision: 'street',
        line1: '350 5th Avenue',
        city: 'New York',
        region: 'NY',
        postalCode: '10118',
        country: 'UNITED_STATES',
      },
    ]);
    expect(standIn.requests.at(-1)).toMatchObject({
      path: '/search',
      userAgent: 'PlayEats/test (+http://playeats.test)',
      params: {
        format: 'jsonv2',
        addressdetails: '1',
        countrycodes: 'us,ca',
        limit: '3',
        q: '350 5th Avenue, New York',
        email: 'ops@playeats.test',
        key: 'k-123',
        viewbox: '-74.44000,41.20000,-73.54000,40.30000',
      },
    });
  });

  it('narrows to one country, places a city at city precision, and answers the same question from its cache', async () => {
    const g = geocoder();
    const before = standIn.requests.length;
    const montreal = await g.search('Montréal', { country: 'CANADA' });
    expect(montreal[0]).toMatchObject({ precision: 'city', line1: null, postalCode: null, region: 'QC' });
    expect(standIn.requests.at(-1)!.params.countrycodes).toBe('ca');
    expect(await g.search('Montréal', { country: 'CANADA' })).toEqual(montreal);
    expect(standIn.requests.length).toBe(before + 1);
    expect(await g.search('New York', { country: 'CANADA' })).toEqual([]);
  });

  it('reverse geocodes to the door nearby, else the city, else nothing', async () => {
    const g = geocoder();
    expect(await g.reverse({ lat: 45.50815, lng: -73.56625 })).toMatchObject({
      line1: '175 Rue Sainte-Catherine Ouest',
      postalCode: 'H2X 1Z8',
      precision: 'street',
    });
    expect(await g.reverse({ lat: 45.55, lng: -73.62 })).toMatchObject({ precision: 'city', city: 'Montréal' });
    expect(await g.reverse({ lat: 10, lng: 10 })).toBeNull();
    expect(g.attribution).toBe('Data © OpenStreetMap contributors, ODbL 1.0');
  });

  it('answers 503 GeocoderUnavailableException naming the service on a 5xx, a body that is not JSON, or no answer', async () => {
    const service = new URL(standIn.url).host;
    const g = geocoder({ timeoutMs: 200 });
    standIn.setMode('error');
    expect(await problemOf(g.search('wall street'))).toMatchObject({
      status: 503,
      name: 'GeocoderUnavailableException',
      service,
      detail: expect.stringContaining('answered 502'),
    });
    standIn.setMode('bad-json');
    expect(await problemOf(g.search('wall street'))).toMatchObject({
      status: 503,
      detail: expect.stringContaining('not JSON'),
    });
    standIn.setMode('normal');
    standIn.setDelay(1000);
    try {
      expect(await problemOf(g.search('wall street'))).toMatchObject({
        status: 503,
        name: 'GeocoderUnavailableException',
        detail: expect.stringContaining('did not answer within 200 ms'),
        retryAfterSeconds: 5,
      });
    } finally {
      standIn.setDelay(0);
    }
    // Nothing listening there.
    const gone = createNominatimGeocoder({
      baseUrl: 'http://127.0.0.1:9',
      userAgent: 'x',
      ratePerSecond: 1,
      timeoutMs: 500,
    });
    expect(await problemOf(gone.search('wall street'))).toMatchObject({
      status: 503,
      detail: expect.stringContaining('cannot be reached'),
    });
  });

  it('a service that finds us too fast (429) and a queue too long both answer 429 with Retry-After', async () => {
    const strict = await startNominatimStandIn({ ratePerSecond: 1 });
    try {
      const g = createNominatimGeocoder({
        baseUrl: strict.url,
        userAgent: 'PlayEats/test',
        ratePerSecond: 50,
        timeoutMs: 2000,
      });
      await g.search('wall street');
      expect(await problemOf(g.search('broadway'))).toMatchObject({ status: 429, name: 'TooManyRequestsException' });
      expect(strict.requests.map((r) => r.status)).toEqual([200, 429]);
    } finally {
      await strict.close();
    }
    // Our own pace: 1 a second, 2 may wait; the one after is refused without a request.
    const wakes: (() => void)[] = [];
    const timer: PacerTimer = { now: () => 0, sleep: () => new Promise<void>((wake) => wakes.push(wake)) };
    const g = geocoder({ ratePerSecond: 1, maxQueue: 2, timer });
    const before = standIn.requests.length;
    const first = g.search('11 Wall Street');
    const queued = [g.search('405 Lexington'), g.search('200 Central Park West')];
    expect(await problemOf(g.search('2880 Broadway'))).toMatchObject({ status: 429, retryAfterSeconds: 3 });
    await first;
    expect(standIn.requests.length).toBe(before + 1);
    wakes.forEach((wake) => wake());
    const answers = await Promise.all(queued);
    expect(answers.map((a) => a[0]!.line1)).toEqual(['405 Lexington Avenue', '200 Central Park West']);
    expect(standIn.requests.slice(before).map((r) => r.params.q)).toEqual([
      '11 Wall Street',
      '405 Lexington',
      '200 Central Park West',
    ]);
  });

  it('is refused by the service without a real User-Agent (the policy the adapter keeps)', async () => {
    const res = await fetch(`${standIn.url}/search?format=jsonv2&q=broadway`, { headers: { 'user-agent': 'node' } });
    expect(res.status).toBe(403);
  });
});
