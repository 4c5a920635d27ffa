import { z } from 'zod';

/** Whether a component, or the whole, answers. */
const availability = z.enum(['ok', 'unavailable']);

export const healthResponse = z
  .object({
    status: availability,
    database: availability,
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'Health' });

export type HealthResponse = z.infer<typeof healthResponse>;

/** The process is up and answering: for a balancer or supervisor deciding whether to restart it. */
export const liveResponse = z
  .object({ status: z.literal('ok'), uptimeSeconds: z.number() })
  .meta({ id: 'Liveness' });

export const readinessCheckName = z.enum(['database', 'storage', 'jobQueue']);

/** Whether this instance can serve: what it needs answers. A balancer sends it traffic when 200. */
export const readyResponse = z
  .object({
    status: availability,
    checks: z.array(z.object({ name: readinessCheckName, status: availability })),
  })
  .meta({ id: 'Readiness' });

export type LiveResponse = z.infer<typeof liveResponse>;
export type ReadyResponse = z.infer<typeof readyResponse>;
export type ReadinessCheckName = z.infer<typeof readinessCheckName>;
