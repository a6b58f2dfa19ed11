import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time, with its time zone (every `*_at` column). */
export const at = () => timestamp({ withTimezone: true });
