import path from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** The storage the configuration selects (STORAGE_DRIVER); loadConfig has checked the S3 variables. */
export function createStorage(config: Config): ObjectStorage {
  if (config.STORAGE_DRIVER === 's3') {
    return createS3Storage({
      endpoint: config.S3_ENDPOINT!,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET!,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      sessionToken: config.S3_SESSION_TOKEN,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return createLocalStorage(
    config.UPLOADS_DIR ? path.resolve(config.UPLOADS_DIR) : path.join(config.dataDir, 'uploads'),
  );
}
