import type { ZodType } from 'zod';
import { takeEarlyResponse } from './early-requests.ts';

/** An API failure with the server's message, which is written for people. */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** A machine-readable reason when the server gives one (better-auth's codes, e.g. PASSWORD_TOO_SHORT). */
    readonly code?: string,
  ) {
    super(message);
  }
}

type TokenSource = () => string | null;
let readToken: TokenSource = () => null;
/** The session module registers where the bearer token comes from; this file knows nothing of auth. */
export function setTokenSource(source: TokenSource): void {
  readToken = source;
}

/** The bearer header of the signed-in person, for the few calls that do not go through `api` (event streams). */
export function authorizationHeader(): Record<string, string> {
  const token = readToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener = () => {};
export function setUnauthorizedListener(listener: UnauthorizedListener): void {
  onUnauthorized = listener;
}

/**
 * A response schema, or a function loading it: a loader keeps zod and the resource's schema module out of the
 * JavaScript a page needs before its first paint, and is called when the request starts, so the schema's chunk
 * downloads beside the answer instead of after it.
 */
export type SchemaSource<T> = ZodType<T> | (() => Promise<ZodType<T>>);

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates the answer, so a screen never renders a shape it does not expect. */
  schema?: SchemaSource<T>;
  signal?: AbortSignal;
}

/**
 * `schema: response('fooSchema')` for a feature's `responses.ts`, loaded once on the first request that needs it:
 * `const response = schemasFrom(() => import('./responses.ts'));`.
 */
export const schemasFrom =
  <M>(load: () => Promise<M>) =>
  <K extends keyof M>(name: K) =>
  async (): Promise<M[K]> =>
    (await load())[name];

const loadSchema = <T>(source: SchemaSource<T> | undefined): Promise<ZodType<T> | undefined> =>
  Promise.resolve(typeof source === 'function' ? source() : source);

const NETWORK_ERROR = 'We could not reach Restrung. Check your connection and try again.';

/** The one way the web app talks to the API. */
export async function api<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const schema = loadSchema(options.schema);
  // A failed request reports its own error; the schema's loading must not surface as an unhandled rejection.
  schema.catch(() => undefined);
  const method = options.method ?? 'GET';
  // The page's first calls may already be on their way (early-requests.ts): the same call, sent before this bundle ran.
  const early = method === 'GET' ? takeEarlyResponse(path, token) : undefined;
  let response: Response;
  try {
    response = await (early ?? fetch(`/api${path}`, { method, headers, body, signal: options.signal }));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiClientError(0, NETWORK_ERROR);
  }

  const text = await response.text();
  return readAnswer(response.status, text, Boolean(token), response.ok ? await schema : undefined);
}

/**
 * Sends a multipart form (a photo) and reports how much of it has gone: fetch cannot tell upload progress, so
 * this one call uses XMLHttpRequest, with the same token, error shape and answer check as `api`.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  options: { schema: SchemaSource<T>; onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<T> {
  const schema = loadSchema(options.schema);
  schema.catch(() => undefined);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path}`);
    request.setRequestHeader('accept', 'application/json');
    const token = readToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', async () => {
      try {
        const ok = request.status >= 200 && request.status < 300;
        resolve(readAnswer(request.status, request.responseText, Boolean(token), ok ? await schema : undefined));
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener('error', () => reject(new ApiClientError(0, NETWORK_ERROR)));
    request.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    options.signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}

function readAnswer<T>(status: number, text: string, hadToken: boolean, schema: ZodType<T> | undefined): T {
  const response = { status, ok: status >= 200 && status < 300 };
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    if (response.status === 401 && hadToken) onUnauthorized();
    const parsed = errorBody(data);
    const message =
      parsed.message ||
      (response.status >= 500
        ? 'Something went wrong on our side. Please try again.'
        : `Request failed (${response.status}).`);
    throw new ApiClientError(response.status, message, parsed.code);
  }
  return schema ? schema.parse(data) : (data as T);
}

/**
 * The message and code of a failure. Our routes answer {statusCode, error, message}; better-auth answers
 * {code, message}; a proxy may answer anything. Read by hand rather than with zod, which would otherwise be part
 * of every page's first JavaScript for these two fields.
 */
function errorBody(data: unknown): { message?: string; code?: string } {
  if (typeof data !== 'object' || data === null) return {};
  const { message, code } = data as Record<string, unknown>;
  return {
    message: typeof message === 'string' ? message : undefined,
    code: typeof code === 'string' ? code : undefined,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
