import path from 'node:path';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { PostgresStorage } from './postgres-storage.js';
import { openS3Storage } from './s3-storage.js';
import { LocalDiskStorage, type FileStorage } from './storage.js';

/**
 * The file store FILE_STORE chooses: the local disk under DATA_DIR/files, the database `db`, or
 * the S3 bucket. Everything that stores files opens it here.
 */
export async function openStorage(config: Config, db: Db): Promise<FileStorage> {
  switch (config.FILE_STORE) {
    case 'disk':
      return new LocalDiskStorage(path.join(config.dataDir, 'files'));
    case 'postgres':
      return new PostgresStorage(db);
    case 's3':
      return openS3Storage(config);
  }
}
