// The platform's health and its job queue, for admins (the admin dashboard's platform health
// panel and /admin/system): real checks, never a fixed 'Healthy'.
import { z } from 'zod';

export const healthCheckNames = ['database', 'storage', 'jobQueue', 'ffmpeg'] as const;
export type HealthCheckName = (typeof healthCheckNames)[number];

/** ok: answered in time; degraded: answered, but slowly; down: failed or did not answer. */
export const healthStatuses = ['ok', 'degraded', 'down'] as const;
export type HealthStatus = (typeof healthStatuses)[number];

/** A check that answers but takes longer than this is degraded. */
export const HEALTH_SLOW_MS = 1000;
/** A check that has not answered after this long is down. */
export const HEALTH_TIMEOUT_MS = 5000;
/** How many failed jobs /admin/system lists, newest first. */
export const FAILED_JOBS_LISTED = 50;

export const healthCheck = z
  .object({
    name: z.enum(healthCheckNames),
    status: z.enum(healthStatuses),
    latencyMs: z.number().int().nonnegative(),
    /** What the check saw, as the component reports it (a version, a driver, an error). */
    detail: z.string().nullable(),
  })
  .meta({ id: 'HealthCheck' });
export type HealthCheck = z.infer<typeof healthCheck>;

export const platformHealth = z
  .object({
    /** The worst status among the checks. */
    status: z.enum(healthStatuses),
    checks: z.array(healthCheck),
    checkedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'PlatformHealth' });
export type PlatformHealth = z.infer<typeof platformHealth>;

/** The worst of several statuses: down over degraded over ok. */
export function worstHealthStatus(statuses: readonly HealthStatus[]): HealthStatus {
  if (statuses.includes('down')) return 'down';
  if (statuses.includes('degraded')) return 'degraded';
  return 'ok';
}

export const queueDepth = z
  .object({
    name: z.string(),
    /** Waiting to run. */
    created: z.number().int().nonnegative(),
    /** Running now. */
    active: z.number().int().nonnegative(),
    /** Failed an attempt, waiting for the next one. */
    retry: z.number().int().nonnegative(),
    /** Out of attempts (kept until the queue's retention ends). */
    failed: z.number().int().nonnegative(),
  })
  .meta({ id: 'QueueDepth' });
export type QueueDepth = z.infer<typeof queueDepth>;

export const failedJob = z
  .object({
    id: z.uuid(),
    queue: z.string(),
    /** The track the job was about, when it was about one that still exists. */
    trackId: z.uuid().nullable(),
    trackTitle: z.string().nullable(),
    error: z.string().nullable(),
    failedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'FailedJob' });
export type FailedJob = z.infer<typeof failedJob>;

export const systemStatus = z
  .object({
    health: platformHealth,
    /** Empty when the job queue does not answer (its check says why). */
    queues: z.array(queueDepth),
    failedJobs: z.array(failedJob),
  })
  .meta({ id: 'SystemStatus' });
export type SystemStatus = z.infer<typeof systemStatus>;

export const jobIdParams = z.object({ jobId: z.uuid({ error: 'Not a job id' }) });

export const retriedJob = z
  .object({ id: z.uuid(), queue: z.string(), state: z.literal('retry') })
  .meta({ id: 'RetriedJob' });
export type RetriedJob = z.infer<typeof retriedJob>;

export const systemErrorCodes = {
  jobNotFound: 'job_not_found',
  jobNotFailed: 'job_not_failed',
  jobQueueUnavailable: 'job_queue_unavailable',
} as const;

export const systemMessages = {
  jobNotFound: 'No job with this id',
  jobNotFailed: 'Only a failed job can be retried',
  jobQueueUnavailable: 'The job queue is not answering. Please try again shortly.',
} as const;
