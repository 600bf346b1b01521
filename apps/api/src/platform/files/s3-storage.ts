import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { Config } from '../../config.js';
import { checkKey, KEY_PATTERN, type FileStorage, type StoredEntry } from './storage.js';

/** Files as objects of one bucket of an S3-compatible object storage, named by their keys. */
export class S3Storage implements FileStorage {
  readonly kind = 's3';

  constructor(
    private readonly sdk: typeof S3,
    private readonly client: S3.S3Client,
    private readonly bucket: string,
  ) {}

  joining() {
    return this;
  }

  async put(key: string, data: Buffer) {
    checkKey(key);
    // S3 answers a PUT once the object is stored durably.
    await this.client.send(new this.sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentLength: data.length }));
  }

  async open(key: string) {
    checkKey(key);
    try {
      const object = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      // In Node the body is the HTTP response itself: read as it arrives.
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (err) {
      if (err instanceof this.sdk.NoSuchKey) return null;
      throw err;
    }
  }

  async remove(key: string) {
    checkKey(key);
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(): AsyncIterable<StoredEntry> {
    for await (const page of this.sdk.paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket })) {
      for (const o of page.Contents ?? []) {
        // Objects others put in the bucket are not ours to sweep or move.
        if (o.Key && KEY_PATTERN.test(o.Key)) yield { key: o.Key, size: o.Size ?? 0, modifiedAt: o.LastModified ?? new Date(0) };
      }
    }
  }
}

/**
 * The bucket S3_* configure. The SDK is loaded here, not when the server starts: importing it
 * costs a third of a second and 20 MB, which a school on the disk or the database need not pay.
 * Without keys the SDK's own chain (AWS_* variables, the machine's role) supplies them.
 */
export async function openS3Storage(config: Config): Promise<S3Storage> {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the newer trailing ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  // loadConfig refuses FILE_STORE=s3 without a bucket.
  return new S3Storage(sdk, client, config.S3_BUCKET!);
}
