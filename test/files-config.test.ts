import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

/** BLOB_STORE_URL, UPLOAD_LIMIT_BYTES and CLAMAV_SOCKET: where files live, how large, whether scanned. */

function refusedVariable(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      expect(error.message).toContain(error.variable);
      return error.variable;
    }
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('file settings', () => {
  it('keeps files under DATA_DIR/blobs, up to 25 MiB each, unscanned, by default', () => {
    expect(loadConfig({}).files).toEqual({
      blobStore: { kind: 'filesystem', directory: 'data/blobs' },
      uploadLimitBytes: 26_214_400,
      zipBounds: { maxUncompressedBytes: 268_435_456, maxRatio: 100 },
      clamavSocket: undefined,
      temporaryDirectory: 'data/tmp',
    });
    expect(loadConfig({ DATA_DIR: '/var/lib/biopermit' }).files.blobStore).toEqual({
      kind: 'filesystem',
      directory: '/var/lib/biopermit/blobs',
    });
  });

  it('takes a directory as a path or a file: URL', () => {
    expect(loadConfig({ BLOB_STORE_URL: '/srv/blobs' }).files.blobStore).toEqual({ kind: 'filesystem', directory: '/srv/blobs' });
    expect(loadConfig({ BLOB_STORE_URL: 'file:///srv/blobs' }).files.blobStore).toEqual({ kind: 'filesystem', directory: '/srv/blobs' });
  });

  it('reads an S3 bucket, prefix, endpoint, region and path style from an s3:// URL', () => {
    const config = loadConfig({
      BLOB_STORE_URL: 's3://biopermit-files/prod/uploads?endpoint=http://127.0.0.1:9000&region=ap-southeast-1&forcePathStyle=true',
    });
    expect(config.files.blobStore).toEqual({
      kind: 's3',
      bucket: 'biopermit-files',
      prefix: 'prod/uploads/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-southeast-1',
      forcePathStyle: true,
    });
  });

  it('takes the region from AWS_REGION when the URL has none, and AWS itself when there is no endpoint', () => {
    expect(loadConfig({ BLOB_STORE_URL: 's3://biopermit-files', AWS_REGION: 'ap-southeast-1' }).files.blobStore).toEqual({
      kind: 's3',
      bucket: 'biopermit-files',
      prefix: '',
      endpoint: undefined,
      region: 'ap-southeast-1',
      forcePathStyle: false,
    });
  });

  it('refuses an S3 URL it cannot use, naming BLOB_STORE_URL', () => {
    for (const url of [
      's3://Bad_Bucket',
      's3://ok-bucket?endpoint=ftp://x',
      's3://ok-bucket?endpoint=not a url',
      's3://ok-bucket?forcePathStyle=yes',
      's3://ok-bucket?secret=x',
      'gs://bucket',
    ]) {
      expect(refusedVariable({ BLOB_STORE_URL: url }), url).toBe('BLOB_STORE_URL');
    }
  });

  it('takes UPLOAD_LIMIT_BYTES from 1 byte to 1 GiB', () => {
    expect(loadConfig({ UPLOAD_LIMIT_BYTES: '1048576' }).files.uploadLimitBytes).toBe(1_048_576);
    expect(refusedVariable({ UPLOAD_LIMIT_BYTES: '0' })).toBe('UPLOAD_LIMIT_BYTES');
    expect(refusedVariable({ UPLOAD_LIMIT_BYTES: '2147483648' })).toBe('UPLOAD_LIMIT_BYTES');
    expect(refusedVariable({ UPLOAD_LIMIT_BYTES: '25MiB' })).toBe('UPLOAD_LIMIT_BYTES');
  });

  it('takes the zip inflation bounds: a total in bytes and a ratio per entry', () => {
    expect(loadConfig({ UPLOAD_ZIP_MAX_UNCOMPRESSED_BYTES: '1073741824', UPLOAD_ZIP_MAX_RATIO: '50' }).files.zipBounds).toEqual({
      maxUncompressedBytes: 1_073_741_824,
      maxRatio: 50,
    });
    expect(refusedVariable({ UPLOAD_ZIP_MAX_UNCOMPRESSED_BYTES: '0' })).toBe('UPLOAD_ZIP_MAX_UNCOMPRESSED_BYTES');
    expect(refusedVariable({ UPLOAD_ZIP_MAX_UNCOMPRESSED_BYTES: '256MiB' })).toBe('UPLOAD_ZIP_MAX_UNCOMPRESSED_BYTES');
    expect(refusedVariable({ UPLOAD_ZIP_MAX_RATIO: '0' })).toBe('UPLOAD_ZIP_MAX_RATIO');
  });

  it('takes CLAMAV_SOCKET as a unix socket path or tcp://host:port', () => {
    expect(loadConfig({ CLAMAV_SOCKET: '/run/clamav/clamd.ctl' }).files.clamavSocket).toBe('/run/clamav/clamd.ctl');
    expect(loadConfig({ CLAMAV_SOCKET: 'tcp://clamav:3310' }).files.clamavSocket).toBe('tcp://clamav:3310');
    expect(refusedVariable({ CLAMAV_SOCKET: 'tcp://clamav' })).toBe('CLAMAV_SOCKET');
  });
});
