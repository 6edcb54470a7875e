/** The blob store the configuration names: the disk (BLOB_DIR) by default, an S3-compatible bucket with BLOB_STORE=s3. */
import type { ServerConfig } from '../config.ts';
import { S3BlobStore } from './s3.ts';
import { DiskBlobStore, type BlobStore } from './store.ts';

export function openBlobStore(config: Pick<ServerConfig, 'blobDir' | 's3'>): BlobStore {
  return config.s3 ? new S3BlobStore(config.s3) : new DiskBlobStore(config.blobDir);
}

/** Where the plans are, for a start-up line: never the keys. */
export function describeBlobStore(config: Pick<ServerConfig, 'blobDir' | 's3'>): string {
  if (!config.s3) return config.blobDir;
  const { endpoint, bucket, prefix = '' } = config.s3;
  return `le compartiment S3 ${bucket}${prefix ? `/${prefix}` : ''} (${new URL(endpoint).host})`;
}
