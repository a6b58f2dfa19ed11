import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../lib/escape-html.ts';
import { templates, type EmailContent, type Language } from './templates.ts';

const publicUrl = 'https://playeats.example';
const token = 'tok_ABCdef-123_456789';
const languages: Language[] = ['en', 'fr'];

// The GSM 03.38 basic alphabet: anything outside it turns an SMS into 70-character UCS-2 segments.
const GSM7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

function hrefs(html: string): string[] {
  return Array.from(html.matchAll(/href="([^"]*)"/g), (m) => m[1]!.replaceAll('&amp;', '&'));
}

function expectWellFormed(mail: EmailContent, language: Language) {
  expect(mail.html).toMatch(/^<!DOCTYPE html>/);
  expect(mail.html).toContain(`<html lang="${language}">`);
  expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
  expect(mail.subject).toContain('PlayEats');
  expect(mail.text).toContain(language === 'fr' ? "L'équipe PlayEats" : 'The PlayEats team');
  if (mail.metadata.link) {
    expect(mail.text).toContain(mail.metadata.link);
    expect(hrefs(mail.html)).toContain(mail.metadata.link);
  }
}

describe('e-mail templates', () => {
  it.each(languages)('activation (%s): link to the activation endpoint, valid 24 hours', (language) => {
    const mail = templates.activation({ language, publicUrl, token });
    expect(mail.metadata).toEqual({ kind: 'activation', link: `${publicUrl}/api/users/activate/${token}` });
    expect(mail.text).toContain(language === 'fr' ? '24 heures' : '24 hours');
    expectWellFormed(mail, language);
  });

  it('speaks the user language', () => {
    expect(templates.activation({ language: 'en', publicUrl, token }).subject).toBe('Activate your PlayEats account');
    const fr = templates.activation({ language: 'fr', publicUrl, token });
    expect(fr.subject).toBe('Activez votre compte PlayEats');
    expect(fr.text).toContain('Bonjour,');
    expect(fr.html).toContain('Activer mon compte');
  });

  it.each(languages)('accountExists (%s): links to sign-in and password recovery', (language) => {
    const mail = templates.accountExists({ language, publicUrl, email: 'gamer@example.com' });
    expect(mail.metadata).toEqual({
      kind: 'accountExists',
      link: `${publicUrl}/login`,
      recoveryLink: `${publicUrl}/passwordRecovery`,
    });
    expect(hrefs(mail.html)).toEqual(expect.arrayContaining([`${publicUrl}/login`, `${publicUrl}/passwordRecovery`]));
    expect(mail.text).toContain('gamer@example.com');
    expect(mail.text).toContain(`${publicUrl}/passwordRecovery`);
    expectWellFormed(mail, language);
  });

  it.each(languages)('emailVerification (%s): link to /verifyemail, valid 24 hours', (language) => {
    const mail = templates.emailVerification({ language, publicUrl, token, email: 'new@example.com' });
    expect(mail.metadata).toEqual({ kind: 'emailVerification', link: `${publicUrl}/verifyemail/${token}` });
    expect(mail.text).toContain('new@example.com');
    expect(mail.text).toContain(language === 'fr' ? '24 heures' : '24 hours');
    expectWellFormed(mail, language);
  });

  it.each(languages)('passwordReset (%s): link to the reset endpoint, 1 hour, ignore if not you', (language) => {
    const mail = templates.passwordReset({ language, publicUrl, token });
    expect(mail.metadata).toEqual({ kind: 'passwordReset', link: `${publicUrl}/api/users/resetPassword/${token}` });
    expect(mail.text).toContain(language === 'fr' ? '1 heure ' : '1 hour ');
    expect(mail.text).toContain(language === 'fr' ? "Si ce n'était pas vous, ignorez" : "If it wasn't you, ignore");
    expectWellFormed(mail, language);
  });

  it.each(languages)('passwordChanged (%s): a notice pointing to password recovery', (language) => {
    const mail = templates.passwordChanged({ language, publicUrl });
    expect(mail.metadata).toEqual({ kind: 'passwordChanged', link: `${publicUrl}/passwordRecovery` });
    expectWellFormed(mail, language);
  });

  it('states another validity when the service uses another expiry', () => {
    expect(templates.passwordReset({ language: 'en', publicUrl, token, validForMinutes: 30 }).text).toContain(
      'valid for 30 minutes',
    );
    expect(templates.activation({ language: 'fr', publicUrl, token, validForMinutes: 48 * 60 }).text).toContain(
      'valable 48 heures',
    );
  });

  it('tolerates a trailing slash on the public URL and encodes the token', () => {
    const mail = templates.passwordReset({ language: 'en', publicUrl: `${publicUrl}/`, token: 'a/b?c' });
    expect(mail.metadata.link).toBe(`${publicUrl}/api/users/resetPassword/a%2Fb%3Fc`);
  });

  it('escapes every interpolated value in the HTML', () => {
    const hostile = '"><script>alert(1)</script>@example.com';
    for (const mail of [
      templates.accountExists({ language: 'en', publicUrl, email: hostile }),
      templates.emailVerification({ language: 'fr', publicUrl, token, email: hostile }),
      templates.activation({ language: 'en', publicUrl: 'https://x.example/"><script>alert(1)</script>', token }),
    ]) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toMatch(/"><script/);
      expect(mail.html).toContain('&lt;script&gt;');
    }
    // The plain-text part is not HTML: the value stays as typed.
    expect(templates.accountExists({ language: 'en', publicUrl, email: hostile }).text).toContain(hostile);
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('SMS templates', () => {
  it('login code, in English and French', () => {
    expect(templates.smsLoginCode({ language: 'en', code: '123456' })).toEqual({
      body: 'PlayEats code: 123456. Valid 10 minutes. Never share it.',
      metadata: { kind: 'smsLoginCode', code: '123456' },
    });
    expect(templates.smsLoginCode({ language: 'fr', code: '123456' }).body).toBe(
      'Code PlayEats : 123456. Valable 10 minutes. Ne le partagez jamais.',
    );
  });

  it('phone change code carries its kind and code', () => {
    const sms = templates.smsPhoneChangeCode({ language: 'fr', code: '654321' });
    expect(sms.metadata).toEqual({ kind: 'smsPhoneChangeCode', code: '654321' });
    expect(sms.body).toContain('654321');
  });

  it.each(languages)('every SMS (%s) fits one GSM-7 segment of 160 characters', (language) => {
    for (const sms of [
      templates.smsLoginCode({ language, code: '123456' }),
      templates.smsPhoneChangeCode({ language, code: '123456' }),
    ]) {
      expect(sms.body.length).toBeLessThanOrEqual(160);
      const outside = [...sms.body].filter((ch) => !GSM7.includes(ch));
      expect(outside).toEqual([]);
    }
  });
});
