/** Where an S3-compatible store keeps the uploads, as STORAGE_URL says. */
export type S3Location = {
  bucket: string;
  /** Names are stored under this key prefix (empty, or ending in `/`). */
  prefix: string;
  /** The store's address; undefined means Amazon S3 itself. */
  endpoint: string | undefined;
  region: string;
};

export const STORAGE_URL_SHAPE = 's3://bucket?endpoint=https://host:port&region=name';

// S3's bucket naming rules, which MinIO, Garage, Ceph and the rest follow too.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PARAMETERS = ['endpoint', 'region'];
const DEFAULT_REGION = 'us-east-1';

/**
 * Reads `s3://bucket[/prefix]?endpoint=…&region=…`. Throws an Error whose message completes
 * "STORAGE_URL …", so the config check can name the variable in one line.
 */
export function parseStorageUrl(value: string): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`must look like ${STORAGE_URL_SHAPE}`);
  }
  if (url.protocol !== 's3:') throw new Error(`must start with s3:// (${STORAGE_URL_SHAPE})`);
  if (url.username || url.password) throw new Error('must not hold the keys: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY instead');
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) throw new Error(`must name a bucket of 3 to 63 lowercase letters, digits, dots or hyphens after s3:// (got "${bucket}")`);
  if (url.port) throw new Error('must give the port in endpoint=, not after the bucket');
  const unknown = [...url.searchParams.keys()].find((key) => !PARAMETERS.includes(key));
  if (unknown) throw new Error(`has an unknown parameter "${unknown}" (known: ${PARAMETERS.join(', ')})`);

  const endpoint = url.searchParams.get('endpoint') || undefined;
  if (endpoint !== undefined) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(endpoint);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol)) throw new Error(`endpoint must be a URL starting with http:// or https:// (got "${endpoint}")`);
  }
  const region = url.searchParams.get('region') || DEFAULT_REGION;
  if (!/^[a-z0-9-]{1,50}$/i.test(region)) throw new Error(`region must be a region name such as us-east-1 (got "${region}")`);

  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) throw new Error('must not have . or .. in its key prefix');
  return { bucket, prefix: path ? `${path}/` : '', endpoint, region };
}
