import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeHeaderValue,
  extractLinks,
  parseMail,
  startSmtpServer,
  type SmtpTestServer,
} from '../../../test/mail.ts';
import { templates } from './templates.ts';
import type { Mailer } from './mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

const noop = () => undefined;
const silent = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silent,
} as unknown as FastifyBaseLogger;

describe('SMTP mailer against a real SMTP server', () => {
  let smtp: SmtpTestServer;
  let mailer: Mailer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    mailer = createSmtpMailer({ url: smtp.url, from: 'PlayEats <no-reply@playeats.app>', logger: silent });
  });
  afterAll(async () => {
    await mailer.close();
    await smtp.close();
  });

  it('delivers a multipart text + HTML message whose link survives the encoding', async () => {
    // Long enough that quoted-printable must wrap it with soft line breaks.
    const token = 'Zx9_'.repeat(16);
    const content = templates.activation({ language: 'fr', publicUrl: 'https://playeats.example', token });
    await mailer.send({ to: 'joueur@example.com', ...content });

    const mail = await smtp.waitFor((m) => m.envelope.to.includes('joueur@example.com'));
    expect(mail.envelope.from).toBe('no-reply@playeats.app');
    expect(mail.to).toBe('joueur@example.com');
    expect(mail.from).toBe('PlayEats <no-reply@playeats.app>');
    expect(mail.subject).toBe('Activez votre compte PlayEats');
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail.text).toBe(content.text.replaceAll('\n', '\r\n'));
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('Bienvenue sur PlayEats !');

    const link = `https://playeats.example/api/users/activate/${token}`;
    expect(extractLinks(mail.text!)).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('encodes a French subject so it arrives intact', async () => {
    const content = templates.passwordChanged({ language: 'fr', publicUrl: 'https://playeats.example' });
    await mailer.send({ to: 'accents@example.com', ...content });
    const mail = await smtp.waitFor((m) => m.envelope.to.includes('accents@example.com'));
    expect(mail.subject).toBe('Votre mot de passe PlayEats a été modifié');
    expect(mail.text).toContain("L'équipe PlayEats");
  });

  it('sends a text-only message as a single part', async () => {
    await mailer.send({ to: 'plain@example.com', subject: 'Hi', text: 'Just text' });
    const mail = await smtp.waitFor((m) => m.envelope.to.includes('plain@example.com'));
    expect(mail.text).toBe('Just text');
    expect(mail.html).toBeNull();
  });

  it('keeps several messages apart and reuses the pool', async () => {
    await Promise.all(
      ['a', 'b', 'c'].map((n) => mailer.send({ to: `${n}@pool.example`, subject: `Message ${n}`, text: n })),
    );
    for (const n of ['a', 'b', 'c']) {
      const mail = await smtp.waitFor((m) => m.envelope.to.includes(`${n}@pool.example`));
      expect(mail.subject).toBe(`Message ${n}`);
      expect(mail.text).toBe(n);
    }
  });

  it('throws when the server refuses the message', async () => {
    smtp.failNext();
    await expect(mailer.send({ to: 'refused@example.com', subject: 'x', text: 'x' })).rejects.toThrow(
      /SMTP delivery to refused@example.com failed: .*550/,
    );
  });

  it('throws when no server answers', async () => {
    const nowhere = createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'a@b.example', logger: silent });
    await expect(nowhere.send({ to: 'x@example.com', subject: 'x', text: 'x' })).rejects.toThrow(/SMTP delivery/);
    await nowhere.close();
  });

  it('waitFor times out with what it did receive', async () => {
    await expect(smtp.waitFor((m) => m.subject === 'never', 50)).rejects.toThrow(/No matching e-mail within 50 ms/);
  });
});

describe('the test MIME reader', () => {
  it('reads nested multiparts, base64 and quoted-printable in their charsets', () => {
    const raw = [
      'From: =?UTF-8?Q?L=27=C3=A9quipe?= <team@example.com>',
      'To: someone@example.com',
      // One character (é = C3 A9) split across two adjacent encoded words.
      'Subject: =?UTF-8?B?Q2Fmw6k=?= =?UTF-8?Q?_cr=C3?=',
      ' =?UTF-8?Q?=A8me?=',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="outer"',
      '',
      'This is the preamble.',
      '--outer',
      'Content-Type: multipart/alternative; boundary=inner',
      '',
      '--inner',
      'Content-Type: text/plain; charset=iso-8859-1',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Caf=E9 and a long line that was wrapped with a soft=',
      ' break=3D ok   ',
      'second line',
      '--inner',
      'Content-Type: text/html; charset="utf-8"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<p>Café ☕</p>').toString('base64'),
      '--inner--',
      '--outer',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Disposition: attachment; filename="notes.txt"',
      '',
      'attached',
      '--outer--',
      'epilogue',
    ].join('\r\n');

    const mail = parseMail(raw);
    expect(mail.from).toBe("L'équipe <team@example.com>");
    expect(mail.subject).toBe('Café crème');
    expect(mail.text).toBe('Café and a long line that was wrapped with a soft break= ok\r\nsecond line');
    expect(mail.html).toBe('<p>Café ☕</p>');
    expect(mail.parts.map((p) => p.contentType)).toEqual(['text/plain', 'text/html', 'text/plain']);
    expect(mail.parts[2]!.body).toBe('attached');
  });

  it('reads a single-part 8bit message and raw UTF-8 headers', () => {
    const mail = parseMail(
      Buffer.from('Subject: Crème brûlée\nContent-Type: text/plain; charset=utf-8\n\nÀ bientôt\n'),
    );
    expect(mail.subject).toBe('Crème brûlée');
    expect(mail.text).toBe('À bientôt');
  });

  it('decodes encoded words between plain text', () => {
    expect(decodeHeaderValue('Re: =?utf-8?q?h=C3=A9_ho?= there')).toBe('Re: hé ho there');
  });

  it('extracts links without trailing punctuation', () => {
    expect(extractLinks('Open https://a.example/x?y=1. Or (https://b.example/z).')).toEqual([
      'https://a.example/x?y=1',
      'https://b.example/z',
    ]);
  });
});
