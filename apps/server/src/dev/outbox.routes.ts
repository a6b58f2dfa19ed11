import { sendProblem } from '../plugins/problem-details.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox, type OutboxMessage } from '../adapters/messaging/outbox.ts';
import type { Database } from '../db/client.ts';
import { escapeHtml } from '../lib/escape-html.ts';

// A developer tool, never registered in production, so its schemas live here rather than
// in packages/contracts: no client of the public API depends on them.

// The filter form submits empty fields as empty strings; they mean "no filter".
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

export const devOutboxQuerySchema = z.object({
  recipient: z.preprocess(blankAsMissing, z.string().trim().min(1).max(320).optional()),
  channel: z.preprocess(blankAsMissing, z.enum(['email', 'sms', 'push']).optional()),
  limit: z.preprocess(blankAsMissing, z.coerce.number().int().min(1).max(200).default(50)),
});

export const devOutboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms', 'push']),
  recipient: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

type DevOutboxQuery = z.infer<typeof devOutboxQuerySchema>;

function toJson(message: OutboxMessage): z.infer<typeof devOutboxMessageSchema> {
  const { id, channel, recipient, subject, text, metadata, createdAt } = message;
  return { id, channel, recipient, subject, text, metadata, createdAt: createdAt.toISOString() };
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export const devOutboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The outbox holds every sign-in link and code: only the machine itself may read it,
  // even in development (a laptop on a café network).
  app.addHook('onRequest', async (request, reply) => {
    if (!LOOPBACK.test(request.socket.remoteAddress ?? '')) {
      return sendProblem(
        request,
        reply,
        404,
        'NotFoundException',
        'Not found',
        `No route for ${request.method} ${request.url.split('?')[0]}.`,
      );
    }
  });
  const list = (query: DevOutboxQuery) =>
    listOutbox(db, {
      limit: query.limit,
      ...(query.recipient !== undefined && { recipient: query.recipient }),
      ...(query.channel !== undefined && { channel: query.channel }),
    });

  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'The local outbox: e-mails and SMS not sent to a provider (not in production)',
        querystring: devOutboxQuerySchema,
        response: { 200: z.array(devOutboxMessageSchema) },
      },
    },
    async (request) => {
      return (await list(request.query)).map(toJson);
    },
  );

  app.get('/dev/outbox', { schema: { hide: true, querystring: devOutboxQuerySchema } }, async (request, reply) => {
    const messages = await list(request.query);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderPage(request.query, messages));
  });
};

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Escapes the text and makes its http(s) addresses clickable. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

function renderMetadata(metadata: Record<string, unknown>): string {
  const rows = Object.entries(metadata).map(([key, value]) => {
    const shown = typeof value === 'string' ? value : JSON.stringify(value);
    // Only http(s) values become links: a javascript: URL in metadata must stay inert text.
    const cell = /^https?:\/\//.test(shown)
      ? `<a href="${escapeHtml(shown)}">${escapeHtml(shown)}</a>`
      : key === 'code'
        ? `<span class="code">${escapeHtml(shown)}</span>`
        : escapeHtml(shown);
    return `<dt>${escapeHtml(key)}</dt><dd>${cell}</dd>`;
  });
  return rows.length > 0 ? `<dl>${rows.join('')}</dl>` : '';
}

const CHANNEL_LABELS = { email: 'E-mail', sms: 'SMS', push: 'Push' } as const;

function renderMessage(message: OutboxMessage): string {
  const heading = message.channel === 'sms' ? 'SMS' : (message.subject ?? '(no subject)');
  const id = `m-${escapeHtml(message.id)}`;
  return `<li><article aria-labelledby="${id}">
<h2 id="${id}"><span class="channel">${CHANNEL_LABELS[message.channel]}</span> ${escapeHtml(heading)}</h2>
<p class="meta">To <strong>${escapeHtml(message.recipient)}</strong> · <time datetime="${message.createdAt.toISOString()}">${message.createdAt.toISOString()}</time></p>
${renderMetadata(message.metadata)}
<pre>${linkify(message.text)}</pre>
</article></li>`;
}

function renderPage(query: DevOutboxQuery, messages: OutboxMessage[]): string {
  const option = (value: string, label: string) =>
    `<option value="${value}"${(query.channel ?? '') === value ? ' selected' : ''}>${label}</option>`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>Dev outbox · PlayEats</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1rem;background:#f4f4f5;color:#18181b}
main{max-width:60rem;margin:0 auto}
form{display:flex;gap:1rem;flex-wrap:wrap;align-items:end;margin-bottom:1rem}
label{display:flex;flex-direction:column;font-size:.875rem}
ol{list-style:none;padding:0}
article{background:#fff;border-radius:.5rem;padding:1rem;margin-bottom:1rem}
h2{font-size:1.1rem;margin:0 0 .25rem}
.channel{font-size:.75rem;background:#5b21b6;color:#fff;border-radius:.25rem;padding:.1rem .4rem;vertical-align:middle}
.meta{color:#52525b;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 .5rem}
dt{font-weight:bold}dd{margin:0;word-break:break-all}
.code{font-size:1.25rem;font-weight:bold;letter-spacing:.1em}
pre{white-space:pre-wrap;background:#f4f4f5;padding:.5rem;border-radius:.25rem;margin:0}
a{color:#5b21b6}
</style>
</head>
<body>
<main>
<h1>Dev outbox</h1>
<p>E-mails and SMS the server stored instead of sending (no SMTP_URL or TWILIO_ACCOUNT_SID set), newest first. The page refreshes every 5 seconds. As JSON: <a href="/api/dev/outbox">/api/dev/outbox</a>.</p>
<form method="get" action="/dev/outbox">
<label>Recipient <input name="recipient" value="${escapeHtml(query.recipient ?? '')}" size="30"></label>
<label>Channel <select name="channel">${option('', 'All')}${option('email', 'E-mail')}${option('sms', 'SMS')}${option('push', 'Push')}</select></label>
<label>Limit <input name="limit" type="number" min="1" max="200" value="${query.limit}"></label>
<button type="submit">Filter</button>
</form>
${messages.length === 0 ? '<p>No messages yet.</p>' : `<ol>${messages.map(renderMessage).join('\n')}</ol>`}
</main>
</body>
</html>`;
}
