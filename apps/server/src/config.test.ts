import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from './config';

const base = { SADA_DATA_DIR: '/tmp/sada-config-test', AUTH_SECRET: 'x'.repeat(32) };

describe('loadConfig', () => {
  it('defaults to the embedded database seeded with demo data', () => {
    const config = loadConfig(base);
    expect(config.database).toEqual({ kind: 'pglite', dir: '/tmp/sada-config-test/db' });
    expect(config.seed).toBe('demo');
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('never seeds a PostgreSQL server unless asked', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/sada';
    expect(loadConfig({ ...base, DATABASE_URL: url }).seed).toBe('none');
    expect(loadConfig({ ...base, DATABASE_URL: url, SADA_SEED: 'demo' }).seed).toBe('demo');
  });

  it('fails fast naming every bad variable', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ ...base, PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(
        /DATABASE_URL: must be a postgres:\/\/ connection string/,
      );
    }
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => loadConfig({ SADA_DATA_DIR: '/tmp/x', NODE_ENV: 'production' })).toThrow(
      /AUTH_SECRET/,
    );
  });

  it('refuses an AUTH_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ ...base, AUTH_SECRET: 'short' })).toThrow(
      /AUTH_SECRET: must be at least 32 characters/,
    );
  });

  it('requires a public address other than localhost in production', () => {
    const production = { ...base, NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL: required in production/);
    for (const url of ['http://localhost:3000', 'http://127.0.0.1', 'http://[::1]:3000']) {
      expect(() => loadConfig({ ...production, PUBLIC_URL: url })).toThrow(
        /PUBLIC_URL: must not be a localhost address/,
      );
    }
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://sada.example/' }).publicUrl).toBe(
      'https://sada.example',
    );
  });
});
