import { z } from 'zod';

export const healthResponse = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: z.enum(['ok', 'unavailable']),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'Health' });

export type HealthResponse = z.infer<typeof healthResponse>;
