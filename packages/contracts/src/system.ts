import * as z from 'zod/mini';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

export type Health = z.infer<typeof healthSchema>;
