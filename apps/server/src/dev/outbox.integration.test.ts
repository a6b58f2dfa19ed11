import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestContext } from '../../test/test-app.ts';
import { insertOutboxMessage } from '../adapters/messaging/outbox.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { templates } from '../adapters/messaging/templates.ts';

const publicUrl = 'http://localhost:8080';
const token = 'b'.repeat(32);

describe('dev outbox', () => {
  let database: DatabaseHandle;
  let ctx: TestContext;

  beforeAll(async () => {
    database = await createTestDatabase();
    // buildApp registers the dev outbox outside production.
    ctx = await createTestApp({ database });
    const reset = templates.passwordReset({ language: 'en', publicUrl, token });
    await insertOutboxMessage(database.db, {
      channel: 'email',
      recipient: 'gamer@example.com',
      subject: reset.subject,
      text: reset.text,
      html: reset.html,
      metadata: reset.metadata,
    });
    const code = templates.smsLoginCode({ language: 'fr', code: '424242' });
    await insertOutboxMessage(database.db, {
      channel: 'sms',
      recipient: '+15145551234',
      text: code.body,
      metadata: code.metadata,
    });
    await insertOutboxMessage(database.db, {
      channel: 'email',
      recipient: '<img src=x onerror=alert(1)>@example.com',
      subject: '<script>alert("subject")</script>',
      text: 'Hi <b>there</b> https://evil.example/"><script>x</script>',
      metadata: { kind: 'test', link: 'javascript:alert(1)' },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await database.close();
  });

  it('GET /api/dev/outbox lists the messages newest first', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as Record<string, unknown>[];
    expect(body.map((m) => m.channel)).toEqual(['email', 'sms', 'email']);
    expect(body[2]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      channel: 'email',
      recipient: 'gamer@example.com',
      subject: 'Reset your PlayEats password',
      text: expect.stringContaining(`${publicUrl}/api/users/resetPassword/${token}`),
      metadata: { kind: 'passwordReset', link: `${publicUrl}/api/users/resetPassword/${token}` },
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('filters by recipient and channel and limits', async () => {
    const byRecipient = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox?recipient=%2B15145551234' });
    expect(byRecipient.json()).toEqual([
      expect.objectContaining({ channel: 'sms', metadata: { kind: 'smsLoginCode', code: '424242' } }),
    ]);
    const emails = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox?channel=email&limit=1' });
    expect((emails.json() as { subject: string }[]).map((m) => m.subject)).toEqual([
      '<script>alert("subject")</script>',
    ]);
    // Empty fields from the filter form mean "no filter".
    const blank = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox?recipient=&channel=&limit=' });
    expect(blank.json()).toHaveLength(3);
  });

  it('answers only the machine itself', async () => {
    for (const url of ['/api/dev/outbox', '/dev/outbox']) {
      const remote = await ctx.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.5' });
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toContain('@');
    }
  });

  it('rejects a bad query as a validation problem', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox?channel=fax&limit=0' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('GET /dev/outbox renders an escaped, self-refreshing page with clickable links', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const html = res.body;
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
    expect(html).toContain(`<a href="${publicUrl}/api/users/resetPassword/${token}">`);
    expect(html).toContain('<span class="code">424242</span>');
    // Nothing stored in the outbox becomes markup.
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(html).not.toContain('href="javascript:');
    // Newest first.
    expect(html.indexOf('&lt;script&gt;alert')).toBeLessThan(html.indexOf('Reset your PlayEats password'));
  });

  it('keeps the filter in the page form', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/dev/outbox?channel=sms&recipient=%2B15145551234' });
    expect(res.body).toContain('<option value="sms" selected>');
    expect(res.body).toContain('value="+15145551234"');
    expect(res.body).not.toContain('Reset your PlayEats password');
  });

  it('documents the JSON endpoint and hides the page from OpenAPI', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toContain('/api/dev/outbox');
    expect(paths).not.toContain('/dev/outbox');
  });
});

describe('dev outbox in production', () => {
  it('is not registered', async () => {
    const ctx = await createTestApp({ env: { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(32) } });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
      const page = await ctx.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(page.body).not.toContain('Dev outbox');
    } finally {
      await ctx.close();
    }
  });
});
