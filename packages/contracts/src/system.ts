import * as z from 'zod/mini';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  /** Whether this server copy runs the background jobs (one copy does) or stands by. */
  jobs: z.enum(['leader', 'standby']),
});

export type Health = z.infer<typeof healthSchema>;
