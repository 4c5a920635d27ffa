// The app as the benchmarks drive it: started by process id with the production start command,
// signed in over HTTP, uploads made through the route a browser uses.
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

import { startProcess, waitForHttp, type Started } from './processes';

export const repoRoot = join(import.meta.dirname, '..', '..');
export const benchOrigin = 'http://sada.bench.example';

export interface RunningApp {
  url: string;
  port: number;
  process: Started;
  /** Milliseconds from spawn to the first healthy answer. */
  startedInMs: number;
}

export async function startApp(opts: {
  name: string;
  port: number;
  env: Record<string, string>;
  logFile: string;
  timeoutMs?: number;
  /** npm's arguments: the server alone by default, or the root `start` (which builds first). */
  command?: readonly string[];
}): Promise<RunningApp> {
  const since = performance.now();
  const command = opts.command ?? ['run', 'start', '-w', '@sada/server'];
  const proc = startProcess(opts.name, 'npm', command, {
    cwd: repoRoot,
    env: { ...process.env, ...opts.env, PORT: String(opts.port) },
    logFile: opts.logFile,
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const startedInMs = await waitForHttp(`${url}/api/health`, {
    since,
    timeoutMs: opts.timeoutMs ?? 600_000,
    process: proc,
  });
  return { url, port: opts.port, process: proc, startedInMs };
}

/** Signs in with e-mail and password; returns the session cookie. */
export async function signIn(
  app: { url: string },
  email: string,
  password: string,
): Promise<string> {
  const response = await fetch(`${app.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: benchOrigin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in as ${email}: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  return cookies.join('; ');
}

/** Uploads an audio file as the signed-in artist; returns the new track's id. */
export async function uploadTrack(
  app: { url: string },
  cookie: string,
  file: string,
  title: string,
): Promise<string> {
  const form = new FormData();
  form.set('title', title);
  form.set('language', 'arabic');
  form.set('contentType', 'nasheed');
  form.set('instrumentation', 'vocals_only');
  form.set('audio', new Blob([await readFile(file)], { type: 'audio/mpeg' }), basename(file));
  const response = await fetch(`${app.url}/api/uploads/tracks`, {
    method: 'POST',
    headers: { cookie, origin: benchOrigin },
    body: form,
  });
  const body = (await response.json()) as { track?: { id: string } };
  if (response.status !== 201 || !body.track) {
    throw new Error(`upload: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.track.id;
}

export async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
