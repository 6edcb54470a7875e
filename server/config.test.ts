import { describe, expect, it } from 'vitest';
import { readServerConfig } from './config.ts';

describe('readServerConfig', () => {
  it('compresses the build before listening unless STATIC_WARMUP turns it off', () => {
    expect(readServerConfig({}).warmStatic).toBe(true);
    expect(readServerConfig({ STATIC_WARMUP: 'on' }).warmStatic).toBe(true);
    for (const off of ['off', 'OFF', '0', 'false', 'no']) {
      expect(readServerConfig({ STATIC_WARMUP: off }).warmStatic).toBe(false);
    }
  });

  it('keeps plans on disk by default and in an S3-compatible bucket with BLOB_STORE=s3', () => {
    expect(readServerConfig({}).s3).toBeUndefined();
    expect(readServerConfig({}).blobGraceMs).toBe(24 * 60 * 60 * 1000);
    const s3 = {
      BLOB_STORE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'metr-plans',
      S3_ACCESS_KEY_ID: 'metr',
      S3_SECRET_ACCESS_KEY: 'un-secret-de-test',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(readServerConfig(s3).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'metr-plans',
      accessKeyId: 'metr',
      secretAccessKey: 'un-secret-de-test',
      pathStyle: true,
      prefix: undefined,
    });
    expect(
      readServerConfig({ ...s3, S3_ENDPOINT: '', S3_REGION: 'eu-west-3', S3_FORCE_PATH_STYLE: '' }).s3,
    ).toMatchObject({
      endpoint: 'https://s3.eu-west-3.amazonaws.com',
      region: 'eu-west-3',
      pathStyle: false,
    });
  });

  it('stops on an S3 store without its bucket or keys, never quoting the secret', () => {
    expect(() => readServerConfig({ BLOB_STORE: 'ftp' })).toThrow('BLOB_STORE: disk or s3');
    const attempt = () =>
      readServerConfig({ BLOB_STORE: 's3', S3_SECRET_ACCESS_KEY: 'un-secret-de-test', S3_ENDPOINT: 'pas une url' });
    expect(attempt).toThrow('S3_ENDPOINT: not a URL');
    try {
      readServerConfig({ BLOB_STORE: 's3', S3_SECRET_ACCESS_KEY: 'un-secret-de-test' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toContain('BLOB_STORE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID');
      expect(String(error)).not.toContain('un-secret-de-test');
    }
  });

  it('refuses a collection grace period under one hour', () => {
    expect(readServerConfig({ BLOB_GRACE_HOURS: '48' }).blobGraceMs).toBe(48 * 60 * 60 * 1000);
    expect(() => readServerConfig({ BLOB_GRACE_HOURS: '0.5' })).toThrow('BLOB_GRACE_HOURS: at least 1');
  });
});
