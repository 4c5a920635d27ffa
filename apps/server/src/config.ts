// Environment variables are read here, once, at start. Nothing else reads process.env.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { WEB_DEV_PORT, WEB_PREVIEW_PORT } from '@sada/contracts/dev-servers';
import { EVENTS_HEARTBEAT_SECONDS } from '@sada/contracts/events';
import { STREAM_URL_TTL_SECONDS } from '@sada/contracts/streaming';
import { artistUploadQuota, BYTES_PER_MB } from '@sada/contracts/uploads';
import { z } from 'zod';

import type { S3Settings } from './platform/s3-storage';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  SADA_DATA_DIR: z.string().default(join(repoRoot, 'data')),
  SADA_CACHE_DIR: z.string().optional(),
  XDG_CACHE_HOME: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  SADA_SEED: z.enum(['demo', 'none']).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Sada <no-reply@sada.local>'),
  FFMPEG_PATH: z.string().optional(),
  FFPROBE_PATH: z.string().optional(),
  FPCALC_PATH: z.string().min(1).default('fpcalc'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanString.default(false),
  WEB_DIST_DIR: z.string().default(join(repoRoot, 'apps/web/dist')),
  OIDC_PROVIDERS: z.string().optional(),
  STREAM_URL_TTL_SECONDS: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(60, 'must be at least 60')
    .max(86_400, 'must be at most 86400 (one day)')
    .default(STREAM_URL_TTL_SECONDS),
  /** Run the job workers (audio processing) inside the server; false when `npm run worker` does. */
  JOBS_IN_PROCESS: booleanString.default(true),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** Each artist's upload limits (contracts' artistUploadQuota by default). */
  UPLOADS_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(artistUploadQuota.uploadsPerHour),
  UPLOADS_PROCESSING_PER_ARTIST: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(artistUploadQuota.maxProcessing),
  STORAGE_QUOTA_MB: z.coerce
    .number()
    .int()
    .min(1)
    .default(artistUploadQuota.storageBytes / BYTES_PER_MB),
  SSE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(EVENTS_HEARTBEAT_SECONDS),
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  LISTENER_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(300),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(60),
  MEDIA_ACCEL_REDIRECT: z
    .string()
    .regex(
      /^\/((?!\.\.?\/)[A-Za-z0-9._~-]+\/)+$/,
      'must be the path of an internal nginx location, starting and ending with "/", e.g. /_media/',
    )
    .optional(),
  // The same text as in nginx's secure_link_md5 (deploy/nginx.conf): never AUTH_SECRET, which
  // stays out of nginx's configuration.
  MEDIA_LINK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32,128}$/, 'must be 32 to 128 letters, digits, "-" or "_"')
    .optional(),
  MEDIA_LINK_SECONDS: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(5, 'must be at least 5')
    .max(3600, 'must be at most 3600')
    .default(60),
  MEDIA_BYTES_LOG: z.string().min(1).optional(),
  /** Where files live: the storage folder of SADA_DATA_DIR, or an S3-compatible bucket. */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_PUBLIC_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 a-z, 0-9, "." or "-"',
    )
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanString.default(false),
  S3_DELIVERY: z.enum(['redirect', 'proxy']).default('redirect'),
  S3_URL_SECONDS: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(60, 'must be at least 60')
    .max(86_400, 'must be at most 86400 (one day)')
    .default(600),
});

/** A provider id: in the callback path, the button and the names of its variables. */
const providerId = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,31}$/, 'ids are lowercase letters, digits and "-", up to 32 long');

const oidcProviderEnv = z.object({
  ISSUER: z.url({ protocol: /^https?$/, error: 'must be the issuer URL (http or https)' }),
  CLIENT_ID: z.string().min(1, 'required'),
  CLIENT_SECRET: z.string().min(1, 'required'),
  LABEL: z.string().trim().min(1).max(40).optional(),
  LINK_ACCOUNTS: booleanString.default(false),
});
const oidcSettings = Object.keys(oidcProviderEnv.shape) as (keyof typeof oidcProviderEnv.shape)[];

/** One OpenID Connect provider people may sign in with (docs/decisions/005). */
export interface OidcProvider {
  id: string;
  /** Button text: 'Continue with {label}'. */
  label: string;
  /** The issuer; its discovery document is at `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Link a sign-in to an existing account with the same verified e-mail (default off). */
  linkAccounts: boolean;
}

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  /**
   * The origins whose pages may sign in and make changes: the public address, and outside
   * production the loopback spellings of the port too (the address the server prints, or the
   * one a newcomer types, must work) and of the web app's Vite dev and preview ports.
   */
  trustedOrigins: string[];
  dataDir: string;
  storageDir: string;
  outboxDir: string;
  database: { kind: 'pglite'; dir: string | null } | { kind: 'postgres'; url: string };
  seed: 'demo' | 'none';
  authSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  ffmpegPath: string | null;
  ffprobePath: string | null;
  /** Chromaprint's fpcalc; when it does not run, uploads are processed without a duplicate check. */
  fpcalcPath: string;
  logLevel: string;
  trustProxy: boolean;
  webDistDir: string;
  oidcProviders: OidcProvider[];
  /** How long a signed stream URL stays valid, in seconds. */
  streamUrlTtlSeconds: number;
  /** Uploads being received and files being processed. */
  tmpDir: string;
  /** What may be kept between runs to save time (the demo seed's encoded audio). */
  cacheDir: string;
  jobs: { inProcess: boolean; concurrency: number };
  /** What one artist may upload: a rate, tracks processing at once, bytes stored. */
  uploadQuota: { uploadsPerHour: number; maxProcessing: number; storageBytes: number };
  /** How often an idle event stream gets a heartbeat. */
  eventsHeartbeatSeconds: number;
  /**
   * How long public catalog reads (browse, track, artist), and what a signed stream link resolves
   * to, are served from memory; 0: never.
   */
  catalogCacheSeconds: number;
  /** How long a signed-in listener's own answers may be kept for them (http/listener-cache). */
  listenerCacheSeconds: number;
  /** How long a session's user is kept in memory at most (features/auth/session-lookup). */
  sessionCacheSeconds: number;
  /**
   * Behind nginx: the prefix of the storage folder's paths in X-Accel-Redirect. Stream requests
   * that come through nginx get such a path instead of the bytes. null: Node sends the audio.
   */
  mediaAccelRedirect: string | null;
  /**
   * Behind nginx, links nginx checks alone (secure_link) for `seconds` after they are handed out,
   * with what it sends logged to the file `bytesLog`, which the app follows (docs/decisions/008).
   * null: the app authorises every request.
   */
  mediaLinks: { secret: string; seconds: number; bytesLog: string } | null;
  /**
   * Files in an S3-compatible bucket instead of `storageDir`. `delivery`: a player or an image
   * is redirected to a presigned URL valid `urlSeconds` at least (the bucket or a CDN sends the
   * bytes), or the app reads the bucket and sends them itself ('proxy').
   */
  objectStorage: {
    s3: S3Settings;
    delivery: 'redirect' | 'proxy';
    urlSeconds: number;
  } | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const dataDir = resolve(e.SADA_DATA_DIR);
  const oidc = parseOidcProviders(env, e.NODE_ENV === 'production');
  const problems = [
    ...oidc.problems,
    ...(e.NODE_ENV === 'production' ? productionProblems(e) : []),
    ...storageProblems(e),
    ...(e.MEDIA_LINK_SECRET && !e.MEDIA_ACCEL_REDIRECT
      ? [
          '  MEDIA_LINK_SECRET: needs MEDIA_ACCEL_REDIRECT (nginx asks the app once a link is past it)',
        ]
      : []),
  ];
  if (problems.length > 0) {
    throw new ConfigError(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    trustedOrigins: trustedOrigins(publicUrl, e.PORT, e.NODE_ENV === 'production'),
    dataDir,
    storageDir: join(dataDir, 'storage'),
    outboxDir: join(dataDir, 'outbox'),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dir: join(dataDir, 'db') },
    // The embedded database is seeded with the demo catalog unless told otherwise; a real
    // PostgreSQL server only when asked.
    seed: e.SADA_SEED ?? (e.DATABASE_URL ? 'none' : 'demo'),
    authSecret: e.AUTH_SECRET ?? localSecret(dataDir),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    ffmpegPath: e.FFMPEG_PATH ?? null,
    ffprobePath: e.FFPROBE_PATH ?? null,
    fpcalcPath: e.FPCALC_PATH,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: resolve(e.WEB_DIST_DIR),
    oidcProviders: oidc.providers,
    streamUrlTtlSeconds: e.STREAM_URL_TTL_SECONDS,
    tmpDir: join(dataDir, 'tmp'),
    cacheDir: resolve(
      e.SADA_CACHE_DIR ?? join(e.XDG_CACHE_HOME || join(homedir(), '.cache'), 'sada'),
    ),
    jobs: { inProcess: e.JOBS_IN_PROCESS, concurrency: e.JOBS_CONCURRENCY },
    uploadQuota: {
      uploadsPerHour: e.UPLOADS_PER_HOUR,
      maxProcessing: e.UPLOADS_PROCESSING_PER_ARTIST,
      storageBytes: e.STORAGE_QUOTA_MB * BYTES_PER_MB,
    },
    eventsHeartbeatSeconds: e.SSE_HEARTBEAT_SECONDS,
    catalogCacheSeconds: e.CATALOG_CACHE_SECONDS,
    listenerCacheSeconds: e.LISTENER_CACHE_SECONDS,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    mediaAccelRedirect: e.MEDIA_ACCEL_REDIRECT ?? null,
    mediaLinks: e.MEDIA_LINK_SECRET
      ? {
          secret: e.MEDIA_LINK_SECRET,
          seconds: e.MEDIA_LINK_SECONDS,
          bytesLog: resolve(e.MEDIA_BYTES_LOG ?? join(dataDir, 'nginx-bytes.log')),
        }
      : null,
    objectStorage:
      e.STORAGE === 's3' && e.S3_BUCKET
        ? {
            s3: {
              endpoint: e.S3_ENDPOINT ?? null,
              publicEndpoint: e.S3_PUBLIC_ENDPOINT ?? null,
              bucket: e.S3_BUCKET,
              region: e.S3_REGION,
              credentials:
                e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                  ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                  : null,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
            },
            delivery: e.S3_DELIVERY,
            urlSeconds: e.S3_URL_SECONDS,
          }
        : null,
  };
}

/** Object storage needs its bucket, both keys or neither, and no nginx that reads a folder. */
function storageProblems(e: z.infer<typeof envSchema>): string[] {
  if (e.STORAGE !== 's3') {
    const set = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID'] as const).filter((n) => e[n]);
    return set.map((name) => `  ${name}: set, but STORAGE is not s3`);
  }
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push('  S3_BUCKET: required when STORAGE=s3');
  // A bucket is shared by instances on several machines, which must sign sessions alike: the
  // secret kept in one machine's data folder would sign them for that machine alone.
  if (!e.AUTH_SECRET) {
    problems.push('  AUTH_SECRET: required when STORAGE=s3 (every instance signs with it)');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      '  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither (the SDK then finds them)',
    );
  }
  for (const name of ['MEDIA_ACCEL_REDIRECT', 'MEDIA_LINK_SECRET'] as const) {
    if (e[name]) {
      problems.push(
        `  ${name}: nginx sends files from the storage folder; with STORAGE=s3 leave it unset`,
      );
    }
  }
  return problems;
}

function trustedOrigins(publicUrl: string, port: number, production: boolean): string[] {
  const origins = [new URL(publicUrl).origin];
  if (!production) {
    // The web app's Vite dev and preview servers proxy /api here keeping the page's Origin.
    for (const trustedPort of [port, WEB_DEV_PORT, WEB_PREVIEW_PORT]) {
      for (const host of ['localhost', '127.0.0.1', '[::1]']) {
        origins.push(`http://${host}:${trustedPort}`);
      }
    }
  }
  return [...new Set(origins)];
}

const envPrefix = (id: string) => `OIDC_${id.toUpperCase().replace(/-/g, '_')}_`;

/**
 * `OIDC_PROVIDERS=id1,id2` and, per id, `OIDC_<ID>_ISSUER`, `_CLIENT_ID`, `_CLIENT_SECRET`,
 * optional `_LABEL` and `_LINK_ACCOUNTS`. A provider missing a setting, or a setting for a
 * provider that is not listed, stops the start: a half-configured provider never shows a button.
 */
function parseOidcProviders(
  env: Record<string, string | undefined>,
  production: boolean,
): { providers: OidcProvider[]; problems: string[] } {
  const problems: string[] = [];
  const ids = (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const providers: OidcProvider[] = [];
  for (const id of new Set(ids)) {
    const idCheck = providerId.safeParse(id);
    if (!idCheck.success) {
      problems.push(`  OIDC_PROVIDERS: '${id}': ${idCheck.error.issues[0]?.message ?? 'invalid'}`);
      continue;
    }
    const prefix = envPrefix(id);
    const raw = Object.fromEntries(oidcSettings.map((key) => [key, env[`${prefix}${key}`]]));
    const parsed = oidcProviderEnv.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const message = issue.code === 'invalid_type' ? 'required' : issue.message;
        problems.push(`  ${prefix}${issue.path.join('.')}: ${message}`);
      }
      continue;
    }
    const p = parsed.data;
    if (production && new URL(p.ISSUER).protocol !== 'https:') {
      problems.push(`  ${prefix}ISSUER: must be https in production`);
    }
    providers.push({
      id,
      label: p.LABEL ?? id.charAt(0).toUpperCase() + id.slice(1),
      issuer: p.ISSUER.replace(/\/$/, ''),
      clientId: p.CLIENT_ID,
      clientSecret: p.CLIENT_SECRET,
      linkAccounts: p.LINK_ACCOUNTS,
    });
  }
  // A setting for a provider that is not listed is a typo or a half-finished change.
  const listed = new Set(ids.map(envPrefix));
  for (const name of Object.keys(env)) {
    const match = /^OIDC_([A-Z0-9_]+?)_(ISSUER|CLIENT_ID|CLIENT_SECRET|LABEL|LINK_ACCOUNTS)$/.exec(
      name,
    );
    if (match && !listed.has(`OIDC_${match[1]}_`)) {
      problems.push(`  ${name}: set, but its provider is not listed in OIDC_PROVIDERS`);
    }
  }
  return { providers, problems };
}

/**
 * Production signs sessions with a secret every instance shares, and trusts exactly one origin
 * for changes: the public address, which cannot be a loopback one.
 */
function productionProblems(e: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (!e.AUTH_SECRET) problems.push('  AUTH_SECRET: required in production');
  if (!e.PUBLIC_URL) {
    problems.push('  PUBLIC_URL: required in production (the address users reach Sada at)');
  } else if (/^(localhost|127\.[\d.]+|\[::1\]|0\.0\.0\.0)$/.test(new URL(e.PUBLIC_URL).hostname)) {
    problems.push('  PUBLIC_URL: must not be a localhost address in production');
  }
  return problems;
}

/** Outside production a random secret is made once and kept beside the data. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
