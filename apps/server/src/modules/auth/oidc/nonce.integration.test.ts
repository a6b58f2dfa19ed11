import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq, isNotNull } from 'drizzle-orm';
import { manualClock } from '../../../adapters/clock.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { oidcNonces } from '../../../db/schema/auth.ts';
import { createTestDatabase } from '../../../../test/test-app.ts';
import { sha256 } from '../token-crypto.ts';
import { createNonceService, NONCE_PURGE_BATCH, NONCE_TTL_MS } from './nonce.service.ts';

describe('OIDC nonces', () => {
  let database: DatabaseHandle;
  let clock: ReturnType<typeof manualClock>;
  let nonces: ReturnType<typeof createNonceService>;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(oidcNonces);
    clock = manualClock();
    nonces = createNonceService({ db: database.db, clock });
  });

  const rowCount = async () => (await database.db.select({ n: count() }).from(oidcNonces))[0]!.n;

  it('issues a 32-byte base64url nonce, stored only as its hash, for ten minutes', async () => {
    const { nonce, expiresAt } = await nonces.issueNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.getTime()).toBe(clock.now().getTime() + NONCE_TTL_MS);
    const rows = await database.db.select().from(oidcNonces);
    expect(rows).toEqual([{ nonceHash: sha256(nonce), expiresAt, usedAt: null }]);
    expect((await nonces.issueNonce()).nonce).not.toBe(nonce);
  });

  it('accepts a nonce once', async () => {
    const { nonce } = await nonces.issueNonce();
    expect(await nonces.consumeNonce(nonce)).toBe(true);
    expect(await nonces.consumeNonce(nonce)).toBe(false);
  });

  it('lets exactly one of two concurrent sign-ins use a nonce', async () => {
    const { nonce } = await nonces.issueNonce();
    const results = await Promise.all([nonces.consumeNonce(nonce), nonces.consumeNonce(nonce)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const used = await database.db.select().from(oidcNonces).where(isNotNull(oidcNonces.usedAt));
    expect(used).toHaveLength(1);
  });

  it('lets exactly one of many concurrent sign-ins use each nonce', async () => {
    const issued = await Promise.all(Array.from({ length: 5 }, () => nonces.issueNonce()));
    const attempts = issued.flatMap(({ nonce }) => Array.from({ length: 4 }, () => nonce));
    const results = await Promise.all(
      attempts.map(async (nonce) => [nonce, await nonces.consumeNonce(nonce)] as const),
    );
    for (const { nonce } of issued) {
      expect(results.filter(([n, ok]) => n === nonce && ok)).toHaveLength(1);
    }
  });

  it('refuses a nonce once its ten minutes are over', async () => {
    const early = await nonces.issueNonce();
    const late = await nonces.issueNonce();
    clock.advance(NONCE_TTL_MS - 1);
    expect(await nonces.consumeNonce(early.nonce)).toBe(true);
    clock.advance(1);
    expect(await nonces.consumeNonce(late.nonce)).toBe(false);
  });

  it('refuses unknown, empty and oversized nonces', async () => {
    await nonces.issueNonce();
    expect(await nonces.consumeNonce('A'.repeat(43))).toBe(false);
    expect(await nonces.consumeNonce('')).toBe(false);
    expect(await nonces.consumeNonce('A'.repeat(10_000))).toBe(false);
  });

  it('purges expired nonces when issuing, a bounded batch at a time, keeping live ones', async () => {
    const live = await nonces.issueNonce();
    const past = new Date(clock.now().getTime() - 1);
    await database.db.insert(oidcNonces).values(
      Array.from({ length: NONCE_PURGE_BATCH + 20 }, (_, i) => ({
        nonceHash: sha256(`expired-${i}`),
        expiresAt: past,
        usedAt: i % 2 === 0 ? past : null,
      })),
    );

    await nonces.issueNonce();
    expect(await rowCount()).toBe(2 + 20);
    await nonces.issueNonce();
    expect(await rowCount()).toBe(3);
    const [row] = await database.db
      .select()
      .from(oidcNonces)
      .where(eq(oidcNonces.nonceHash, sha256(live.nonce)));
    expect(row).toBeDefined();
    expect(await nonces.consumeNonce(live.nonce)).toBe(true);
  });
});
