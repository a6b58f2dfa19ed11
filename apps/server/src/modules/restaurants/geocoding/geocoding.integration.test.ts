import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNominatimStandIn, type NominatimStandIn } from '../../../adapters/geocoder/nominatim-stand-in.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';

const get = (ctx: TestContext, url: string, ip = '203.0.113.1') =>
  ctx.app.inject({ method: 'GET', url, remoteAddress: ip });

describe('GET /api/geocode with the local geocoder', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('places postal codes at their own centroids, cities at their centres, and says how precisely', async () => {
    const search = async (q: string) => (await get(ctx, `/api/geocode?q=${encodeURIComponent(q)}`)).json();
    const h2x = await search('H2X 1Y4');
    expect(h2x).toMatchObject({
      attribution: null,
      items: [{ precision: 'postal_code', postalCode: 'H2X 1Y4', city: 'Montréal' }],
    });
    const h3b = (await search('H3B')).items[0];
    expect(h3b).toMatchObject({ precision: 'postal_code', postalCode: 'H3B', region: 'QC', line1: null });
    expect(h3b.position).not.toEqual(h2x.items[0].position);
    expect((await search('montreal')).items[0]).toMatchObject({
      precision: 'city',
      city: 'Montréal',
      postalCode: null,
    });
    const portland = await get(ctx, '/api/geocode?q=portland&lat=43.66&lng=-70.26&limit=1');
    expect(portland.json().items).toEqual([expect.objectContaining({ region: 'ME' })]);
    expect((await search('portland')).items[0]).toMatchObject({ region: 'OR' });
  });

  it('reverse geocodes to the nearest postal area; bad queries name the field; a caller is rate limited', async () => {
    const reverse = (await get(ctx, '/api/geocode/reverse?lat=45.5059&lng=-73.5671')).json();
    expect(reverse).toMatchObject({ item: { precision: 'postal_code', postalCode: 'H3B', city: 'Montréal' } });
    expect((await get(ctx, '/api/geocode/reverse?lat=0&lng=0')).json()).toEqual({ item: null, attribution: null });
    expect((await get(ctx, '/api/geocode?q=x')).json()).toMatchObject({
      status: 400,
      invalidParams: [{ name: 'query.q' }],
    });
    expect((await get(ctx, '/api/geocode?q=paris&country=FRANCE')).json()).toMatchObject({
      invalidParams: [{ name: 'query.country' }],
    });
    expect((await get(ctx, '/api/geocode?q=paris&lat=45')).json()).toMatchObject({
      status: 400,
      invalidParams: [{ name: 'query.lng' }],
    });
    expect((await get(ctx, '/api/geocode/reverse?lat=91&lng=0')).json()).toMatchObject({
      invalidParams: [{ name: 'query.lat' }],
    });
    for (let i = 0; i < 60; i += 1) await get(ctx, '/api/geocode?q=toronto', '203.0.113.9');
    const limited = await get(ctx, '/api/geocode?q=toronto', '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('GET /api/geocode with GEOCODER=nominatim', () => {
  let ctx: TestContext;
  let standIn: NominatimStandIn;
  beforeAll(async () => {
    standIn = await startNominatimStandIn();
    ctx = await createTestApp({
      env: {
        GEOCODER: 'nominatim',
        GEOCODER_URL: standIn.url,
        GEOCODER_RATE_PER_SECOND: '50',
        GEOCODER_TIMEOUT_MS: '2000',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  it('finds street addresses with their credit, and the address at a position', async () => {
    const found = (
      await get(ctx, `/api/geocode?q=${encodeURIComponent('1188 rue Peel, Montréal')}&country=CANADA`)
    ).json();
    expect(found).toEqual({
      items: [
        {
          label: '1188 Rue Peel, Montréal, QC H3B 2T4, Canada',
          position: { lat: 45.4997, lng: -73.5712 },
          precision: 'street',
          line1: '1188 Rue Peel',
          city: 'Montréal',
          region: 'QC',
          postalCode: 'H3B 2T4',
          country: 'CANADA',
        },
      ],
      attribution: 'Data © OpenStreetMap contributors, ODbL 1.0',
    });
    const reverse = (await get(ctx, '/api/geocode/reverse?lat=40.80512&lng=-73.96641')).json();
    expect(reverse.item).toMatchObject({
      line1: '2880 Broadway',
      postalCode: '10025',
      region: 'NY',
      precision: 'street',
    });
    const sent = standIn.requests.at(-1)!;
    expect(sent).toMatchObject({ path: '/reverse', params: { format: 'jsonv2', lat: '40.805120', lon: '-73.966410' } });
    expect(sent.userAgent).toMatch(/^PlayEats\/\d+\.\d+\.\d+ \(\+http:\/\/playeats\.test\)$/);
  });

  it('answers 503 GeocoderUnavailableException naming the service when it fails', async () => {
    standIn.setMode('error');
    try {
      const res = await get(ctx, '/api/geocode?q=wall%20street');
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
      expect(res.json()).toMatchObject({
        type: 'https://playeats.app/problems/GeocoderUnavailableException',
        service: new URL(standIn.url).host,
      });
    } finally {
      standIn.setMode('normal');
    }
  });
});
