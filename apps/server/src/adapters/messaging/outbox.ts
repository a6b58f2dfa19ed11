import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import type { Mailer } from './mailer.ts';
import type { SmsSender } from './sms.ts';

/** push: what the local push sender (adapters/push/local-push.ts) would have sent. */
export type OutboxChannel = 'email' | 'sms' | 'push';

export interface OutboxMessage {
  id: string;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  text: string;
  html: string | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

export interface NewOutboxMessage {
  channel: OutboxChannel;
  recipient: string;
  subject?: string | null;
  text: string;
  html?: string | null;
  metadata?: Record<string, unknown>;
}

export interface ListOutboxOptions {
  recipient?: string;
  channel?: OutboxChannel;
  limit: number;
}

type OutboxRow = typeof outboxMessages.$inferSelect;

function toMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    // The column is plain text; only the outbox writers write it, always with one of these.
    channel: row.channel === 'sms' || row.channel === 'push' ? row.channel : 'email',
    recipient: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    metadata: isRecord(row.metadata) ? row.metadata : {},
    createdAt: row.createdAt,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function insertOutboxMessage(db: Database, message: NewOutboxMessage): Promise<OutboxMessage> {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      text: message.text,
      html: message.html ?? null,
      metadata: message.metadata ?? {},
    })
    .returning();
  return toMessage(row!);
}

/** Newest first; id breaks ties so two messages written in one transaction keep a stable order. */
export async function listOutbox(db: Database, options: ListOutboxOptions): Promise<OutboxMessage[]> {
  const filters: SQL[] = [];
  if (options.recipient !== undefined) filters.push(eq(outboxMessages.recipient, options.recipient));
  if (options.channel !== undefined) filters.push(eq(outboxMessages.channel, options.channel));
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(options.limit);
  return rows.map(toMessage);
}

export interface OutboxAdapterDeps {
  db: Database;
  logger: FastifyBaseLogger;
  /**
   * Also log the message's link or code. Only for development, where reading the log is the
   * quickest way to the activation link; production logs never carry a secret.
   */
  logSecrets?: boolean;
}

function secretsOf(metadata: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!metadata) return {};
  const { link, code } = metadata;
  return { ...(link !== undefined && { link }), ...(code !== undefined && { code }) };
}

/** Stores e-mails for the dev outbox page instead of sending them. */
export function createOutboxMailer({ db, logger, logSecrets = false }: OutboxAdapterDeps): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      const stored = await insertOutboxMessage(db, {
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        metadata: message.metadata ?? {},
      });
      logger.info(
        {
          outboxId: stored.id,
          to: message.to,
          subject: message.subject,
          ...(logSecrets && secretsOf(message.metadata)),
        },
        'e-mail stored in the local outbox',
      );
    },
    async close() {
      // Nothing to release: the database belongs to the caller.
    },
  };
}

/** Stores SMS for the dev outbox page instead of sending them. */
export function createOutboxSmsSender({ db, logger, logSecrets = false }: OutboxAdapterDeps): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      const metadata = message.metadata ?? {};
      const stored = await insertOutboxMessage(db, {
        channel: 'sms',
        recipient: message.to,
        text: message.body,
        metadata,
      });
      logger.info(
        {
          outboxId: stored.id,
          to: message.to,
          // An SMS has no subject; its kind says what it is without showing the code.
          kind: typeof metadata.kind === 'string' ? metadata.kind : undefined,
          ...(logSecrets && secretsOf(metadata)),
        },
        'SMS stored in the local outbox',
      );
    },
  };
}
