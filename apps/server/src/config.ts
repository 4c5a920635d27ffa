// Environment variables are read here, once, at start. Nothing else reads process.env.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanString.default(false),
  WEB_DIST_DIR: z.string().default(join(repoRoot, 'apps/web/dist')),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
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
  logLevel: string;
  trustProxy: boolean;
  webDistDir: string;
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
  const dataDir = resolve(e.SADA_DATA_DIR);
  if (e.NODE_ENV === 'production') {
    const problems = productionProblems(e);
    if (problems.length > 0) {
      throw new ConfigError(`Invalid environment configuration:\n${problems.join('\n')}`);
    }
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
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
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: resolve(e.WEB_DIST_DIR),
  };
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
