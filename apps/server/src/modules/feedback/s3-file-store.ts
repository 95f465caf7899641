import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { type FileStore, newStoredName, STORED_NAME } from './file-store';

export interface S3StoreConfig {
  /** The S3-compatible service, path-style: https://s3.eu-west-1.amazonaws.com, a MinIO or R2 address. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The folder inside the bucket (feedback). */
  prefix: string;
}

/** A slow store must not hold a member's request for long. */
const TIMEOUT_MS = 10_000;

const CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;

/**
 * Files in an S3-compatible bucket (signed with AWS Signature V4 by aws4fetch): for several
 * instances, where a local disk is not shared. The bucket stays private; pictures are read
 * back through the server's signed links, never from the bucket directly.
 */
export function s3FileStore(config: S3StoreConfig): FileStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    retries: 2,
  });
  const base = `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}/${config.prefix}`;
  const call = (name: string, init: RequestInit) =>
    client.fetch(`${base}/${name}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });

  return {
    async put(extension, data) {
      const name = newStoredName(extension);
      const response = await call(name, {
        method: 'PUT',
        body: data,
        // The body's hash is signed too (aws4fetch would send UNSIGNED-PAYLOAD to S3).
        headers: {
          'content-type': CONTENT_TYPES[extension],
          'x-amz-content-sha256': createHash('sha256').update(data).digest('hex'),
        },
      });
      if (!response.ok) throw new Error(`upload store refused a file: HTTP ${response.status}`);
      return name;
    },
    async get(name) {
      if (!STORED_NAME.test(name)) return undefined;
      const response = await call(name, { method: 'GET' });
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`upload store failed a read: HTTP ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(name) {
      if (!STORED_NAME.test(name)) return;
      const response = await call(name, { method: 'DELETE' });
      if (!response.ok && response.status !== 404)
        throw new Error(`upload store failed a delete: HTTP ${response.status}`);
    },
  };
}
