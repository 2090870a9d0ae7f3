import { AwsClient } from 'aws4fetch';
import { MEDIA_PREFIX, type Storage } from './storage.ts';

export interface S3Options {
  /** e.g. https://s3.eu-west-1.amazonaws.com or any S3-compatible endpoint (MinIO, R2, ...). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers fetch the objects: a CDN or the bucket's public URL; keys are appended. */
  publicUrl: string;
}

/**
 * Object storage for images when several processes run: every process writes to and serves from the same
 * bucket. Path-style addressing, signed with SigV4, so any S3-compatible service works.
 */
export class S3Storage implements Storage {
  private readonly client: AwsClient;

  constructor(private readonly options: S3Options) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
      retries: 3,
    });
  }

  private objectUrl(key: string): string {
    const path = key.split('/').map(encodeURIComponent).join('/');
    return `${this.options.endpoint.replace(/\/$/, '')}/${this.options.bucket}/${path}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<string> {
    const res = await this.client.fetch(this.objectUrl(key), {
      method: 'PUT',
      body: new Uint8Array(body),
      headers: {
        'content-type': contentType,
        // Keys carry a content hash or a fresh id, so an object never changes.
        'cache-control': 'public, max-age=31536000, immutable',
      },
    });
    if (!res.ok) throw new Error(`S3 PUT ${key} failed with ${res.status}`);
    // The database keeps our own /media/ path; the server redirects it to the bucket, so moving storage never
    // rewrites rows.
    return MEDIA_PREFIX + key;
  }

  publicUrlFor(key: string): string {
    return `${this.options.publicUrl.replace(/\/$/, '')}/${key}`;
  }

  async delete(key: string): Promise<void> {
    const res = await this.client.fetch(this.objectUrl(key), { method: 'DELETE' });
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed with ${res.status}`);
  }

  async exists(key: string): Promise<boolean> {
    const res = await this.client.fetch(this.objectUrl(key), { method: 'HEAD' });
    return res.ok;
  }
}
