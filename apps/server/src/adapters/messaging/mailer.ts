/** An e-mail to send. Links and codes it carries go in metadata (the dev outbox shows them). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  metadata?: Record<string, unknown>;
}

/** The outside world's mail: nodemailer over SMTP, or the local outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
