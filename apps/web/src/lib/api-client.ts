import { apiErrorSchema } from '@quiz/contracts';
import { readStorage, storageKeys } from './storage';

/**
 * A thin fetch wrapper for the same-origin api (`/api/...`).
 * - Sends `Authorization: Bearer <token>` when a token is stored under localStorage `token`.
 * - Sends and receives JSON.
 * - Turns any non-2xx answer into an {@link ApiClientError} carrying the api's `code` and
 *   `message` (`{statusCode, code, message}` from our api, `{code, message}` from better-auth),
 *   and a network failure into one with status 0 and code `NETWORK_ERROR`.
 */

export class ApiClientError extends Error {
  readonly status: number;
  readonly code: string;
  /** The whole error body, for answers that carry more than a message (e.g. a list of failed rules). */
  readonly body: unknown;

  constructor(status: number, code: string, message: string, body: unknown = null) {
    super(message);
    this.name = 'ApiClientError';
    this.status = status;
    this.code = code;
    this.body = body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** Anything with a `parse` method: a zod schema from `@quiz/contracts`, or a hand-written guard. */
export interface Parser<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates and types the JSON response. Without it the body is returned as `unknown`-cast. */
  schema?: Parser<T>;
  /** Overrides the stored token (e.g. right after sign-in); `null` sends no Authorization header. */
  token?: string | null;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Sees the raw response before the body is read, e.g. to pick up a response header. */
  onResponse?: (response: Response) => void;
  /** 'text' returns a successful body as the text sent (a CSV or NDJSON file), never parsed as JSON. */
  readAs?: 'json' | 'text';
}

type RejectedTokenListener = () => void;
const rejectedTokenListeners = new Set<RejectedTokenListener>();

/**
 * Called when the api answers 401 to the stored account token: the session ended on the server (expired,
 * signed out elsewhere). The session provider listens, so any screen's failed call ends on /login with the
 * reason instead of a dead-end error. Returns the unsubscribe function.
 */
export function onStoredTokenRejected(listener: RejectedTokenListener): () => void {
  rejectedTokenListeners.add(listener);
  return () => rejectedTokenListeners.delete(listener);
}

/** For callers of fetch outside apiRequest (the question stream): report a 401 to the token they sent. */
export function reportUnauthorized(status: number, sentToken: string | null): void {
  if (status !== 401 || !sentToken || sentToken !== getStoredToken()) return;
  for (const listener of rejectedTokenListeners) listener();
}

export function getStoredToken(): string | null {
  const token = readStorage(storageKeys.token);
  return token && token.length > 0 ? token : null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toError(status: number, body: unknown, statusText: string): ApiClientError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return new ApiClientError(status, parsed.data.code, parsed.data.message, body);
  if (body && typeof body === 'object') {
    const { code, message } = body as { code?: unknown; message?: unknown };
    return new ApiClientError(
      status,
      typeof code === 'string' && code ? code : `HTTP_${status}`,
      typeof message === 'string' && message ? message : statusText,
      body,
    );
  }
  return new ApiClientError(status, `HTTP_${status}`, typeof body === 'string' && body ? body : statusText);
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const token = options.token === undefined ? getStoredToken() : options.token;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiClientError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : 'Network error');
  }

  options.onResponse?.(response);
  const data = options.readAs === 'text' && response.ok ? await response.text() : await readBody(response);
  reportUnauthorized(response.status, token);
  if (!response.ok) throw toError(response.status, data, response.statusText || `HTTP ${response.status}`);
  return schema ? schema.parse(data) : (data as T);
}

export const apiClient = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  /** A file the api writes (CSV, NDJSON), as its text; errors still arrive as ApiClientError. */
  getText: (path: string, accept: string) =>
    apiRequest<string>(path, { method: 'GET', headers: { Accept: accept }, readAs: 'text' }),
};
