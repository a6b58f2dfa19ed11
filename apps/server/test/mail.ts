import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for tests, and a small MIME reader for what it receives: enough of
 * RFC 2045-2047 for what nodemailer writes (multipart, quoted-printable, base64, encoded-word
 * headers, any charset TextDecoder knows). There is no mail parser among the dependencies.
 */

export interface MailPart {
  /** Lower-case type, e.g. text/plain. */
  contentType: string;
  params: Record<string, string>;
  /** Lower-case header names; values decoded. */
  headers: Record<string, string>;
  /** The decoded body as text (in its declared charset). */
  body: string;
}

export interface ParsedMail {
  /** What the SMTP client said in MAIL FROM / RCPT TO. */
  envelope: { from: string | null; to: string[] };
  /** Lower-case header names; a repeated header keeps its first value. */
  headers: Record<string, string>;
  from: string;
  to: string;
  subject: string;
  text: string | null;
  html: string | null;
  /** Every leaf part, in order. */
  parts: MailPart[];
  raw: string;
}

export interface SmtpTestServer {
  /** smtp://127.0.0.1:<port>, for createSmtpMailer or SMTP_URL. */
  url: string;
  port: number;
  /** Every message received, oldest first. */
  messages: ParsedMail[];
  /** The first message (already received or still to come) that matches. */
  waitFor(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** Answers the next `count` messages with a permanent 550 failure after DATA. */
  failNext(count?: number): void;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<SmtpTestServer> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<(mail: ParsedMail) => void>();
  let failures = 0;

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    // Pooled clients keep connections open; tests should not wait 30 s for them on close.
    closeTimeout: 200,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        const mail = parseMail(Buffer.concat(chunks), {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        messages.push(mail);
        for (const waiter of waiters) waiter(mail);
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor(predicate, timeoutMs = 5_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = (mail: ParsedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const seen = messages.map((m) => `${m.envelope.to.join(',')}: ${m.subject}`).join('; ') || 'none';
          reject(new Error(`No matching e-mail within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    failNext(count = 1) {
      failures += count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every http(s) address in a text, in order (trailing punctuation left out). */
export function extractLinks(text: string): string[] {
  return Array.from(text.matchAll(/https?:\/\/[^\s<>"']+/g), (m) => m[0].replace(/[.,;:!?)]+$/, ''));
}

// --- MIME ----------------------------------------------------------------------------
// Bodies are handled as latin1 strings, one character per byte, so byte-level decoding
// (quoted-printable, 8bit) stays exact until the charset is applied at the leaf.

export function parseMail(raw: Buffer | string, envelope: ParsedMail['envelope'] = { from: null, to: [] }): ParsedMail {
  const binary = typeof raw === 'string' ? Buffer.from(raw, 'utf8').toString('latin1') : raw.toString('latin1');
  // The line break that ends the last line (before SMTP's "." terminator) is not content.
  const root = splitEntity(binary.replace(/\r?\n$/, ''));
  const headers = decodeHeaders(root.headerLines);
  const parts: MailPart[] = [];
  collectParts(root, parts);
  const firstOf = (type: string) =>
    parts.find((p) => p.contentType === type && !/^attachment/i.test(p.headers['content-disposition'] ?? ''))?.body ??
    null;
  const mail: ParsedMail = {
    envelope,
    headers,
    from: headers.from ?? '',
    to: headers.to ?? '',
    subject: headers.subject ?? '',
    text: firstOf('text/plain'),
    html: firstOf('text/html'),
    parts,
    raw: Buffer.from(binary, 'latin1').toString('utf8'),
  };
  return mail;
}

interface Entity {
  headerLines: [string, string][];
  body: string;
}

function splitEntity(binary: string): Entity {
  // A part with no headers at all starts with its blank line.
  const match = /^\r?\n/.exec(binary) ?? /\r?\n\r?\n/.exec(binary);
  const head = match ? binary.slice(0, match.index) : binary;
  const body = match ? binary.slice(match.index + match[0].length) : '';
  // Unfolding (RFC 5322 2.2.3): a line break followed by white space continues the header.
  const lines = head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/);
  const headerLines: [string, string][] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headerLines.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
  }
  return { headerLines, body };
}

function decodeHeaders(lines: [string, string][]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of lines) headers[name] ??= decodeHeaderValue(value);
  return headers;
}

/** RFC 2047 encoded words; adjacent words are joined before decoding (a character may span two). */
export function decodeHeaderValue(binaryValue: string): string {
  // Raw 8-bit header text (SMTPUTF8) is UTF-8; encoded words themselves are ASCII.
  const value = Buffer.from(binaryValue, 'latin1')
    .toString('utf8')
    .replace(/(\?=)\s+(?==\?)/g, '$1');
  let out = '';
  let last = 0;
  let pendingCharset: string | null = null;
  let pendingBytes: Buffer[] = [];
  const flush = () => {
    if (pendingCharset !== null) out += decodeBytes(Buffer.concat(pendingBytes), pendingCharset);
    pendingCharset = null;
    pendingBytes = [];
  };
  for (const m of value.matchAll(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g)) {
    const [word, rawCharset, encoding, text] = m as unknown as [string, string, string, string];
    const charset = rawCharset.split('*')[0]!.toLowerCase();
    if (m.index !== last || pendingCharset !== charset) {
      flush();
      out += value.slice(last, m.index);
    }
    pendingCharset = charset;
    pendingBytes.push(
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64')
        : Buffer.from(decodeQuotedPrintable(text.replaceAll('_', ' ')), 'latin1'),
    );
    last = m.index + word.length;
  }
  flush();
  return out + value.slice(last);
}

function parseContentType(value: string | undefined): { type: string; params: Record<string, string> } {
  const [type = 'text/plain', ...rest] = splitParams(value ?? 'text/plain');
  const params: Record<string, string> = {};
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq < 0) continue;
    let v = param.slice(eq + 1).trim();
    if (v.startsWith('"') && v.endsWith('"')) v = v.slice(1, -1).replace(/\\(.)/g, '$1');
    params[param.slice(0, eq).trim().toLowerCase()] = v;
  }
  return { type: type.trim().toLowerCase() || 'text/plain', params };
}

/** Splits on semicolons outside quoted strings. */
function splitParams(value: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    if (ch === '\\' && quoted) {
      current += ch + (value[++i] ?? '');
      continue;
    }
    if (ch === '"') quoted = !quoted;
    if (ch === ';' && !quoted) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return out.map((s) => s.trim()).filter((s, i) => i === 0 || s !== '');
}

function collectParts(entity: Entity, parts: MailPart[]): void {
  const headers = decodeHeaders(entity.headerLines);
  const { type, params } = parseContentType(headers['content-type']);
  if (type.startsWith('multipart/') && params.boundary) {
    for (const child of splitMultipart(entity.body, params.boundary)) collectParts(splitEntity(child), parts);
    return;
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').trim().toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(entity.body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64')
      : Buffer.from(encoding === 'quoted-printable' ? decodeQuotedPrintable(entity.body) : entity.body, 'latin1');
  parts.push({ contentType: type, params, headers, body: decodeBytes(bytes, params.charset ?? 'us-ascii') });
}

function splitMultipart(body: string, boundary: string): string[] {
  const delimiter = `--${boundary}`;
  const parts: string[] = [];
  let current: string[] | null = null; // null: still in the preamble
  for (const line of body.split(/\r?\n/)) {
    if (line.startsWith(delimiter)) {
      // Transport padding (trailing white space) may follow a delimiter.
      const rest = line.slice(delimiter.length).trimEnd();
      if (rest === '' || rest === '--') {
        if (current) parts.push(current.join('\r\n'));
        if (rest === '--') return parts;
        current = [];
        continue;
      }
    }
    current?.push(line);
  }
  if (current) parts.push(current.join('\r\n')); // an unterminated last part
  return parts;
}

/** Quoted-printable (RFC 2045 6.7) to a latin1 string of the decoded bytes. */
export function decodeQuotedPrintable(binary: string): string {
  return binary
    .replace(/[ \t]+(?=\r?\n)/g, '')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function decodeBytes(bytes: Buffer, charset: string): string {
  const label = charset.toLowerCase() === 'us-ascii' ? 'utf-8' : charset;
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    // An unknown label: UTF-8 is the best guess for anything modern.
    return new TextDecoder('utf-8').decode(bytes);
  }
}
