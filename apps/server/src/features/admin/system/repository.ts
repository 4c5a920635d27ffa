// SQL over pg-boss's own tables: how many jobs wait, run, retry or have failed in each queue,
// and which jobs failed. Read only; changes to jobs go through pg-boss's API.
import { FAILED_JOBS_LISTED } from '@sada/contracts/system';
import { sql } from 'drizzle-orm';

import type { Executor } from '../../../db/client';
import { tracks } from '../../../db/schema';
import { jobSchema } from '../../../platform/jobs';

const jobTable = sql.raw(`${jobSchema}.job`);
const queueTable = sql.raw(`${jobSchema}.queue`);

function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

interface DepthRow {
  name: string;
  created: number | string;
  active: number | string;
  retry: number | string;
  failed: number | string;
}

export async function queueDepths(db: Executor) {
  const result = await db.execute(sql`
    select q.name,
      count(j.id) filter (where j.state = 'created') as created,
      count(j.id) filter (where j.state = 'active') as active,
      count(j.id) filter (where j.state = 'retry') as retry,
      count(j.id) filter (where j.state = 'failed') as failed
    from ${queueTable} q
    left join ${jobTable} j
      on j.name = q.name and j.state in ('created', 'active', 'retry', 'failed')
    group by q.name
    order by q.name`);
  return rowsOf<DepthRow>(result).map((row) => ({
    name: row.name,
    created: Number(row.created),
    active: Number(row.active),
    retry: Number(row.retry),
    failed: Number(row.failed),
  }));
}

interface FailedRow {
  id: string;
  queue: string;
  error: string | null;
  failed_at: Date | string | null;
  track_id: string | null;
  track_title: string | null;
}

/** Failed jobs, newest first, with the track a job was about when it still exists. */
export async function failedJobs(db: Executor) {
  const result = await db.execute(sql`
    select j.id, j.name as queue,
      coalesce(j.output ->> 'message', nullif(j.output::text, 'null')) as error,
      j.completed_on as failed_at,
      t.id as track_id, t.title as track_title
    from ${jobTable} j
    left join ${tracks} t on t.id::text = j.data ->> 'trackId'
    where j.state = 'failed'
    order by j.completed_on desc nulls last, j.id
    limit ${FAILED_JOBS_LISTED}`);
  return rowsOf<FailedRow>(result).map((row) => ({
    id: row.id,
    queue: row.queue,
    error: row.error,
    failedAt: row.failed_at === null ? null : new Date(row.failed_at),
    trackId: row.track_id,
    trackTitle: row.track_title,
  }));
}

/** A job's queue and state, with the track it is about when that track still exists. */
export async function findJob(db: Executor, id: string) {
  const result = await db.execute(sql`
    select j.name, j.state, t.id as track_id, t.title as track_title
    from ${jobTable} j
    left join ${tracks} t on t.id::text = j.data ->> 'trackId'
    where j.id = ${id}::uuid
    limit 1`);
  const [row] = rowsOf<{
    name: string;
    state: string;
    track_id: string | null;
    track_title: string | null;
  }>(result);
  return row
    ? { name: row.name, state: row.state, trackId: row.track_id, trackTitle: row.track_title }
    : null;
}
