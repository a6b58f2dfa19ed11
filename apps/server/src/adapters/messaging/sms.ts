export interface SmsMessage {
  /** E.164, e.g. +15145551234. */
  to: string;
  body: string;
  metadata?: Record<string, unknown>;
}

/** The outside world's SMS: Twilio, or the local outbox. */
export interface SmsSender {
  readonly kind: 'twilio' | 'outbox';
  send(message: SmsMessage): Promise<void>;
}
