import { WEB_DEV_PORT, WEB_PREVIEW_PORT } from '@sada/contracts/dev-servers';
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

  it('trusts the loopback spellings of the port outside production, only PUBLIC_URL in it', () => {
    expect(loadConfig({ ...base, PORT: '3100' }).trustedOrigins.slice(0, 3)).toEqual([
      'http://localhost:3100',
      'http://127.0.0.1:3100',
      'http://[::1]:3100',
    ]);
    expect(
      loadConfig({ ...base, PUBLIC_URL: 'https://sada.example/', NODE_ENV: 'production' })
        .trustedOrigins,
    ).toEqual(['https://sada.example']);
  });

  it('trusts the loopback spellings of the Vite dev and preview ports outside production', () => {
    const loopback = (port: number) =>
      ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`);
    for (const NODE_ENV of ['development', 'test']) {
      const origins = loadConfig({ ...base, NODE_ENV }).trustedOrigins;
      expect(origins).toEqual(expect.arrayContaining(loopback(WEB_DEV_PORT)));
      expect(origins).toEqual(expect.arrayContaining(loopback(WEB_PREVIEW_PORT)));
      expect(origins).not.toContain('https://localhost:5173');
    }
    const production = loadConfig({
      ...base,
      PUBLIC_URL: 'https://sada.example',
      NODE_ENV: 'production',
    }).trustedOrigins;
    expect(production).toEqual(['https://sada.example']);
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

  it('keeps signed stream URLs valid for an hour unless told otherwise', () => {
    expect(loadConfig(base).streamUrlTtlSeconds).toBe(3600);
    expect(loadConfig({ ...base, STREAM_URL_TTL_SECONDS: '600' }).streamUrlTtlSeconds).toBe(600);
    for (const bad of ['10', '1.5', 'soon', '100000']) {
      expect(() => loadConfig({ ...base, STREAM_URL_TTL_SECONDS: bad })).toThrow(
        /STREAM_URL_TTL_SECONDS/,
      );
    }
  });

  it('hands streams to nginx only when given an internal location', () => {
    expect(loadConfig(base).mediaAccelRedirect).toBeNull();
    expect(loadConfig({ ...base, MEDIA_ACCEL_REDIRECT: '/_media/' }).mediaAccelRedirect).toBe(
      '/_media/',
    );
    for (const bad of ['/', '_media/', '/_media', '/a/../b/', 'http://x/_media/']) {
      expect(() => loadConfig({ ...base, MEDIA_ACCEL_REDIRECT: bad })).toThrow(
        /MEDIA_ACCEL_REDIRECT/,
      );
    }
  });

  it('signs links for nginx only with a secret, and with MEDIA_ACCEL_REDIRECT', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig(base).mediaLinks).toBeNull();
    expect(
      loadConfig({ ...base, MEDIA_ACCEL_REDIRECT: '/_media/', MEDIA_LINK_SECRET: secret })
        .mediaLinks,
    ).toEqual({ secret, seconds: 60, bytesLog: '/tmp/sada-config-test/nginx-bytes.log' });
    expect(
      loadConfig({
        ...base,
        MEDIA_ACCEL_REDIRECT: '/_media/',
        MEDIA_LINK_SECRET: secret,
        MEDIA_LINK_SECONDS: '300',
        MEDIA_BYTES_LOG: '/var/lib/sada/nginx-bytes.log',
      }).mediaLinks,
    ).toEqual({ secret, seconds: 300, bytesLog: '/var/lib/sada/nginx-bytes.log' });
    expect(() => loadConfig({ ...base, MEDIA_LINK_SECRET: secret })).toThrow(
      /MEDIA_LINK_SECRET: needs MEDIA_ACCEL_REDIRECT/,
    );
    const withAccel = { ...base, MEDIA_ACCEL_REDIRECT: '/_media/' };
    for (const bad of ['short', 'x'.repeat(31), `${'x'.repeat(32)} y`, `${'x'.repeat(32)}"`]) {
      expect(() => loadConfig({ ...withAccel, MEDIA_LINK_SECRET: bad })).toThrow(
        /MEDIA_LINK_SECRET/,
      );
    }
    for (const bad of ['4', '3601', '1.5', 'soon']) {
      expect(() => loadConfig({ ...withAccel, MEDIA_LINK_SECONDS: bad })).toThrow(
        /MEDIA_LINK_SECONDS/,
      );
    }
    expect(() => loadConfig({ ...withAccel, MEDIA_BYTES_LOG: '' })).toThrow(/MEDIA_BYTES_LOG/);
  });

  describe('object storage', () => {
    const s3 = {
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:7480',
      S3_BUCKET: 'sada-media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
    };

    it('keeps files in the data folder unless told otherwise', () => {
      expect(loadConfig(base).objectStorage).toBeNull();
      expect(problems({ ...base, S3_BUCKET: 'sada-media' })).toContain(
        'S3_BUCKET: set, but STORAGE is not s3',
      );
    });

    it('reads a bucket, redirecting players to it for ten minutes by default', () => {
      expect(loadConfig({ ...base, ...s3 }).objectStorage).toEqual({
        s3: {
          endpoint: 'http://127.0.0.1:7480',
          publicEndpoint: null,
          bucket: 'sada-media',
          region: 'us-east-1',
          credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
          forcePathStyle: false,
        },
        delivery: 'redirect',
        urlSeconds: 600,
      });
      const proxied = loadConfig({
        ...base,
        ...s3,
        S3_FORCE_PATH_STYLE: 'true',
        S3_DELIVERY: 'proxy',
        S3_URL_SECONDS: '120',
        S3_PUBLIC_ENDPOINT: 'https://media.sada.example',
      }).objectStorage;
      expect(proxied).toMatchObject({
        s3: { forcePathStyle: true, publicEndpoint: 'https://media.sada.example' },
        delivery: 'proxy',
        urlSeconds: 120,
      });
    });

    it('refuses a bucket setting that cannot work, naming each', () => {
      const { S3_BUCKET: _bucket, ...noBucket } = s3;
      expect(problems({ ...base, ...noBucket })).toContain('S3_BUCKET: required when STORAGE=s3');
      expect(problems({ ...base, ...s3, S3_BUCKET: 'Not_A_Bucket' })).toContain('S3_BUCKET');
      expect(problems({ ...base, ...s3, S3_SECRET_ACCESS_KEY: '' })).toContain(
        'S3_SECRET_ACCESS_KEY',
      );
      const { S3_SECRET_ACCESS_KEY: _secret, ...oneKey } = s3;
      expect(problems({ ...base, ...oneKey })).toContain('set both, or neither');
      expect(problems({ ...base, ...s3, S3_ENDPOINT: 'ftp://x' })).toContain('S3_ENDPOINT');
      expect(problems({ ...base, ...s3, S3_DELIVERY: 'cdn' })).toContain('S3_DELIVERY');
      expect(problems({ ...base, ...s3, S3_URL_SECONDS: '30' })).toContain('S3_URL_SECONDS');
      expect(problems({ ...base, ...s3, MEDIA_ACCEL_REDIRECT: '/_media/' })).toContain(
        'MEDIA_ACCEL_REDIRECT: nginx sends files from the storage folder',
      );
      const { AUTH_SECRET: _secretOfAll, ...noSecret } = base;
      expect(problems({ ...noSecret, ...s3 })).toContain('AUTH_SECRET: required when STORAGE=s3');
    });
  });

  describe('OpenID Connect providers', () => {
    const provider = {
      OIDC_PROVIDERS: 'keycloak, work-sso',
      OIDC_KEYCLOAK_ISSUER: 'https://id.example/realms/sada/',
      OIDC_KEYCLOAK_CLIENT_ID: 'sada',
      OIDC_KEYCLOAK_CLIENT_SECRET: 'secret',
      OIDC_WORK_SSO_ISSUER: 'https://sso.example',
      OIDC_WORK_SSO_CLIENT_ID: 'sada-web',
      OIDC_WORK_SSO_CLIENT_SECRET: 'other-secret',
      OIDC_WORK_SSO_LABEL: 'Work account',
      OIDC_WORK_SSO_LINK_ACCOUNTS: 'true',
    };

    it('are none unless listed', () => {
      expect(loadConfig(base).oidcProviders).toEqual([]);
    });

    it('reads each listed provider, with a label and linking off by default', () => {
      expect(loadConfig({ ...base, ...provider }).oidcProviders).toEqual([
        {
          id: 'keycloak',
          label: 'Keycloak',
          issuer: 'https://id.example/realms/sada',
          clientId: 'sada',
          clientSecret: 'secret',
          linkAccounts: false,
        },
        {
          id: 'work-sso',
          label: 'Work account',
          issuer: 'https://sso.example',
          clientId: 'sada-web',
          clientSecret: 'other-secret',
          linkAccounts: true,
        },
      ]);
    });

    it('refuse to start half-configured', () => {
      const { OIDC_KEYCLOAK_CLIENT_SECRET: _secret, ...missing } = provider;
      expect(() => loadConfig({ ...base, ...missing })).toThrow(
        /OIDC_KEYCLOAK_CLIENT_SECRET: required/,
      );
      expect(() =>
        loadConfig({ ...base, ...provider, OIDC_KEYCLOAK_ISSUER: 'id.example' }),
      ).toThrow(/OIDC_KEYCLOAK_ISSUER/);
      expect(() => loadConfig({ ...base, OIDC_GITLAB_CLIENT_ID: 'x' })).toThrow(
        /OIDC_GITLAB_CLIENT_ID: set, but its provider is not listed in OIDC_PROVIDERS/,
      );
      expect(() => loadConfig({ ...base, OIDC_PROVIDERS: 'Bad_Id' })).toThrow(/OIDC_PROVIDERS/);
    });

    it('need an https issuer in production', () => {
      const production = { ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://sada.example' };
      expect(() =>
        loadConfig({ ...production, ...provider, OIDC_KEYCLOAK_ISSUER: 'http://id.example' }),
      ).toThrow(/OIDC_KEYCLOAK_ISSUER: must be https in production/);
    });
  });
});
