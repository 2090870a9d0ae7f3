import { apiErrorSchema } from '@restrung/shared/api-error';
import { z } from 'zod';

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

const errorBodySchema = z.object({ message: z.string().optional(), code: z.string().optional() }).loose();

type TokenSource = () => string | null;
let readToken: TokenSource = () => null;
/** The session module registers where the bearer token comes from; this file knows nothing of auth. */
export function setTokenSource(source: TokenSource): void {
  readToken = source;
}

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener = () => {};
export function setUnauthorizedListener(listener: UnauthorizedListener): void {
  onUnauthorized = listener;
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates the answer, so a screen never renders a shape it does not expect. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

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

  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiClientError(0, NETWORK_ERROR);
  }

  return readAnswer(response.status, await response.text(), Boolean(token), options.schema);
}

/**
 * Sends a multipart form (a photo) and reports how much of it has gone: fetch cannot tell upload progress, so
 * this one call uses XMLHttpRequest, with the same token, error shape and answer check as `api`.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  options: { schema: z.ZodType<T>; onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path}`);
    request.setRequestHeader('accept', 'application/json');
    const token = readToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      try {
        resolve(readAnswer(request.status, request.responseText, Boolean(token), options.schema));
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

function readAnswer<T>(status: number, text: string, hadToken: boolean, schema: z.ZodType<T> | undefined): T {
  const response = { status, ok: status >= 200 && status < 300 };
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    if (response.status === 401 && hadToken) onUnauthorized();
    // Our routes answer {statusCode, error, message}; better-auth answers {code, message}.
    const parsed = apiErrorSchema.safeParse(data).success
      ? (data as { message: string })
      : errorBodySchema.safeParse(data).data;
    const message =
      parsed?.message ||
      (response.status >= 500
        ? 'Something went wrong on our side. Please try again.'
        : `Request failed (${response.status}).`);
    throw new ApiClientError(response.status, message, (parsed as { code?: string } | undefined)?.code);
  }
  return schema ? schema.parse(data) : (data as T);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
