import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has the defaults of docs/product.md#running', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      accessTokenTtlMs: 15 * 60_000,
      refreshTokenTtlMs: 30 * 86_400_000,
      publicUrl: 'http://localhost:8000',
      mailFrom: 'Sendero <no-reply@localhost>',
      seedDemo: true,
      logLevel: 'info',
    });
    expect(config.ai.timeoutMs).toBe(20_000);
    expect(config.uploadLimitsMb).toEqual({ image: 10, audio: 50, video: 500 });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/sendero',
      ACCESS_TOKEN_TTL: '5m',
      REFRESH_TOKEN_TTL: '7d',
      PUBLIC_URL: 'https://sendero.example/',
      SMTP_URL: 'smtps://u:p@mail.example:465',
      REDIS_URL: 'redis://cache.example:6379/0',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'Jefa@Example.com',
      AI_TIMEOUT_MS: '5000',
      UPLOAD_MAX_IMAGE_MB: '2.5',
      UPLOAD_MAX_AUDIO_MB: '20',
      UPLOAD_MAX_VIDEO_MB: '1000',
    });
    expect(config.uploadLimitsMb).toEqual({ image: 2.5, audio: 20, video: 1000 });
    expect(config.port).toBe(9000);
    expect(config.accessTokenTtlMs).toBe(300_000);
    expect(config.refreshTokenTtlMs).toBe(7 * 86_400_000);
    expect(config.publicUrl).toBe('https://sendero.example');
    expect(config.seedDemo).toBe(false);
    expect(config.admin.email).toBe('jefa@example.com');
    expect(config.ai.timeoutMs).toBe(5000);
    expect(config.redisUrl).toBe('redis://cache.example:6379/0');
  });

  it('keeps uploads on the local disk unless STORAGE_URL is set, and reads the S3 keys with it', () => {
    expect(loadConfig({}).storage).toBeUndefined();
    const url = 's3://sendero?endpoint=http://127.0.0.1:9000&region=eu-west-3';
    expect(loadConfig({ STORAGE_URL: url, S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secreto' }).storage).toEqual({
      url,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secreto' },
    });
    expect(loadConfig({ STORAGE_URL: url }).storage).toEqual({ url, credentials: undefined });
  });

  it('TRUST_PROXY: unset believes no X-Forwarded-For; a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({}).accountsPerAddressPerHour).toBe(20);
    expect(loadConfig({ ACCOUNTS_PER_ADDRESS_PER_HOUR: '500' }).accountsPerAddressPerHour).toBe(500);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,loopback, fd00::/8' }).trustProxy).toEqual(['10.0.0.5', '10.0.1.0/24', 'loopback', 'fd00::/8']);
  });

  it('institutional sign-in: off by default, password login on; OIDC_* read with the default scopes and name', () => {
    expect(loadConfig({})).toMatchObject({ oidc: undefined, passwordLogin: true });
    expect(
      loadConfig({ OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'sendero', OIDC_CLIENT_SECRET: 's3cret', PASSWORD_LOGIN: 'false' }),
    ).toMatchObject({
      oidc: { issuer: 'https://accounts.google.com', clientId: 'sendero', clientSecret: 's3cret', scopes: 'openid email profile', name: 'tu institución' },
      passwordLogin: false,
    });
    const config = loadConfig({
      OIDC_ISSUER: 'http://127.0.0.1:9000/realms/uni',
      OIDC_CLIENT_ID: 'sendero',
      OIDC_SCOPES: ' openid  email ',
      OIDC_NAME: 'Universidad de Prueba',
    });
    expect(config.oidc).toMatchObject({ scopes: 'openid email', name: 'Universidad de Prueba', clientSecret: undefined });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(8000);
  });

  it.each([
    [{ PORT: 'ocho mil' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must be a URL starting with postgres:\/\//],
    [{ ACCESS_TOKEN_TTL: '15 minutes' }, /^Invalid configuration: ACCESS_TOKEN_TTL /],
    [{ SMTP_URL: 'http://mail' }, /^Invalid configuration: SMTP_URL /],
    [{ REDIS_URL: 'memcached://cache' }, /^Invalid configuration: REDIS_URL must be a URL starting with redis:\/\/ or rediss:\/\//],
    [
      { TRUST_PROXY: 'balanceador' },
      /^Invalid configuration: TRUST_PROXY must be a hop count or a list of addresses or CIDRs, separated by commas \("balanceador" is neither\)/,
    ],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^Invalid configuration: TRUST_PROXY must be a hop count or a list/],
    [{ TRUST_PROXY: '0' }, /^Invalid configuration: TRUST_PROXY as a hop count must be between 1 and 10/],
    [{ JWT_SECRET: 'corto' }, /^Invalid configuration: JWT_SECRET must be at least 32 characters long/],
    [{ ENCRYPTION_KEY: 'corta' }, /^Invalid configuration: ENCRYPTION_KEY must be 32 bytes in base64/],
    [{ SEED_DEMO: 'quizas' }, /^Invalid configuration: SEED_DEMO must be true or false/],
    [{ LOG_LEVEL: 'verbose' }, /^Invalid configuration: LOG_LEVEL /],
    [{ UPLOAD_MAX_IMAGE_MB: 'diez' }, /^Invalid configuration: UPLOAD_MAX_IMAGE_MB must be a number of MB/],
    [{ UPLOAD_MAX_VIDEO_MB: '0' }, /^Invalid configuration: UPLOAD_MAX_VIDEO_MB must be greater than zero/],
    [{ STORAGE_URL: 'minio://media' }, /^Invalid configuration: STORAGE_URL must start with s3:\/\//],
    [{ STORAGE_URL: 's3://media?endpoint=localhost:9000' }, /^Invalid configuration: STORAGE_URL endpoint must be a URL starting with http:\/\//],
    [{ STORAGE_URL: 's3://media', S3_ACCESS_KEY_ID: 'clave' }, /^Invalid configuration: S3_SECRET_ACCESS_KEY must be set too/],
    [{ OIDC_ISSUER: 'http://idp.example.org', OIDC_CLIENT_ID: 'x' }, /^Invalid configuration: OIDC_ISSUER must be an https:\/\/ URL/],
    [{ OIDC_ISSUER: 'https://idp.example.org' }, /^Invalid configuration: OIDC_CLIENT_ID must be set too/],
    [{ OIDC_CLIENT_ID: 'sendero' }, /^Invalid configuration: OIDC_ISSUER must be set too/],
    [{ OIDC_ISSUER: 'https://idp.example.org', OIDC_CLIENT_ID: 'x', OIDC_SCOPES: 'email profile' }, /^Invalid configuration: OIDC_SCOPES must include openid/],
    [{ PASSWORD_LOGIN: 'nunca' }, /^Invalid configuration: PASSWORD_LOGIN must be true or false/],
    [{ PASSWORD_LOGIN: 'false' }, /^Invalid configuration: PASSWORD_LOGIN=false needs OIDC_ISSUER/],
  ])('stops with one line naming the variable: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('names every bad variable at once, so one edit fixes them all', () => {
    const problems = () => loadConfig({ PORT: 'ocho mil', JWT_SECRET: 'corto', SEED_DEMO: 'quizas', OIDC_CLIENT_ID: 'sendero' });
    expect(problems).toThrow(ConfigError);
    expect(problems).toThrow(
      /^Invalid configuration: PORT .*; JWT_SECRET must be at least 32 characters long; SEED_DEMO must be true or false; OIDC_ISSUER must be set too/,
    );
  });
});
