import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';
import { serverRoot } from './lib/package-root';

describe('configuration', () => {
  it('has a default for everything a fresh clone needs', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 8080, DEFAULT_MERCHANT: 'DEMO', SEED_DEMO: true, TRUST_PROXY: false });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(path.isAbsolute(env.DATA_DIR)).toBe(true);
  });

  it('names each bad value', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'maybe' })).toThrow(EnvError);
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'maybe' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT="eighty"');
      expect(message).toContain('DATABASE_URL="mysql://x": must start with postgres://');
      expect(message).toContain('TRUST_PROXY="maybe"');
    }
  });

  it('takes the S3 upload settings only together', () => {
    const s3 = {
      UPLOAD_S3_ENDPOINT: 'https://s3.example.com',
      UPLOAD_S3_BUCKET: 'playdeck-uploads',
      UPLOAD_S3_ACCESS_KEY_ID: 'AKID',
      UPLOAD_S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadEnv(s3).UPLOAD_S3_REGION).toBe('us-east-1');
    expect(() => loadEnv({ ...s3, UPLOAD_S3_SECRET_ACCESS_KEY: '' })).toThrow(/go together/);
    expect(() => loadEnv({ ...s3, UPLOAD_S3_BUCKET: 'Bad_Bucket' })).toThrow(/UPLOAD_S3_BUCKET/);
  });

  it('the server refuses to start on a bad value, with the message and exit code 78', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src', 'main.ts')], {
      env: { ...process.env, DATABASE_URL: '', PORT: '99999', LOG_LEVEL: 'loud' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT="99999"');
    expect(result.stderr).toContain('LOG_LEVEL="loud"');
  });
});
