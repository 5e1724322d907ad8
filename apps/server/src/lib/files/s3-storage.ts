import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import mime from 'mime';
import type { ByteRange, FileStorage, StoredFileInfo } from './file-storage.js';
import { parseStorageUrl, type S3Location } from './storage-url.js';
import { discard } from './temp-files.js';

/** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; without them the SDK's own chain (AWS_* variables, an instance role) is used. */
export type S3Credentials = { accessKeyId: string; secretAccessKey: string };

export type S3Storage = FileStorage & {
  /** Throws a readable error when the bucket cannot be reached with these settings. */
  checkBucket(): Promise<void>;
  /** Closes the client's sockets. */
  close(): void;
};

const isMissing = (error: unknown) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/**
 * FileStorage in a bucket of any S3-compatible store (Amazon S3, MinIO, Garage, Ceph, R2…),
 * through the four calls every one of them implements.
 */
export function createS3Storage(location: S3Location, credentials?: S3Credentials): S3Storage {
  const { bucket, prefix } = location;
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    credentials,
    // bucket.host addressing needs DNS per bucket; every S3-compatible store answers host/bucket.
    forcePathStyle: true,
    // The SDK's default sends streamed bodies aws-chunked with a trailing checksum: stores that do
    // not know that framing keep it as part of the file (a 20-byte file became 62 in a test).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable store fails an upload in seconds instead of holding the request. Files are
    // streamed to slow clients, so more sockets than the SDK's default 50 may be open at once.
    requestHandler: { connectionTimeout: 5_000, httpAgent: { keepAlive: true, maxSockets: 256 }, httpsAgent: { keepAlive: true, maxSockets: 256 } },
  });
  const key = (name: string) => `${prefix}${name}`;

  return {
    async put(name, source, contentType) {
      try {
        // Names are content addresses: an object already there holds these very bytes.
        if (await this.head(name)) return;
        const { size } = await fs.stat(source);
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: key(name), Body: createReadStream(source), ContentLength: size, ContentType: contentType }),
        );
      } finally {
        await discard(source);
      }
    },

    async head(name): Promise<StoredFileInfo | undefined> {
      try {
        const object = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(name) }));
        // The type comes from the name, as on the local disk: an object put in the bucket by other
        // means never decides what a browser is told it is.
        return { size: object.ContentLength ?? 0, contentType: mime.getType(name) ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async open(name, range?: ByteRange) {
      const object = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: key(name), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      // In Node the SDK's body is the response itself (an http.IncomingMessage): a Readable.
      return object.Body as Readable;
    },

    async delete(name) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(name) }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async checkBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const code = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        const status = code ? ` (HTTP ${code})` : '';
        // HEAD answers carry no body, so the status is all the store says.
        const reason =
          code === 404
            ? 'no such bucket'
            : code === 403
              ? 'access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
              : (error as Error).message || (error as Error).name;
        throw new Error(`Could not reach the bucket "${bucket}" at ${location.endpoint ?? 'Amazon S3'}: ${reason}${status}`);
      }
    },

    close() {
      client.destroy();
    },
  };
}

/** The S3 storage a STORAGE_URL describes; throws when the URL is not one. */
export function storageFromUrl(url: string, credentials?: S3Credentials): S3Storage {
  return createS3Storage(parseStorageUrl(url), credentials);
}
