/** Where uploaded and generated images live: local disk by default, object storage at scale. */
export interface Storage {
  /** Stores the bytes under key and answers the public URL they are served at. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Where browsers fetch a stored object when this server does not serve it itself (object storage). */
  publicUrlFor?(key: string): string;
}

/** URL prefix the local disk store is served under. */
export const MEDIA_PREFIX = '/media/';
