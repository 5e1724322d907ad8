import { ApiError, TokenPair } from '@sendero/shared';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './session-storage';

/** Same origin: the server serves the app and the API together (CONTRACT §1). */
export const API_BASE = '/api';

/** Name of the Web Lock that makes token refreshes run one at a time across all tabs. */
export const REFRESH_LOCK = 'sendero-token-refresh';

/** An HTTP answer that was not 2xx; `body` is the API's error shape when the server sent one. */
export class ApiClientError extends Error {
  readonly status: number;
  readonly body: ApiError | null;

  constructor(status: number, body: ApiError | null) {
    super(body?.message[0] ?? `HTTP ${status}`);
    this.name = 'ApiClientError';
    this.status = status;
    this.body = body;
  }

  /** The first Spanish sentence the server gave, if any. */
  get firstMessage(): string | undefined {
    return this.body?.message[0];
  }
}

// Calls that never carry a bearer and never trigger a refresh (CONTRACT §2).
const publicPaths = [
  /^\/auth\/login$/,
  /^\/auth\/register$/,
  /^\/auth\/refresh-token$/,
  /^\/auth\/forgot-password$/,
  /^\/auth\/reset-password\/[^/]+$/,
];

export function isPublicPath(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return publicPaths.some((pattern) => pattern.test(pathname));
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type RequestOptions = {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
};

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function send(path: string, options: RequestOptions, accessToken: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  return fetch(`${API_BASE}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  });
}

async function toError(response: Response): Promise<ApiClientError> {
  const parsed = ApiError.safeParse(await parseBody(response));
  return new ApiClientError(response.status, parsed.success ? parsed.data : null);
}

// Fallback for browsers without Web Locks: still one refresh at a time within this tab.
let localQueue: Promise<unknown> = Promise.resolve();
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(REFRESH_LOCK, task) as Promise<T>;
  }
  const run = localQueue.then(task, task);
  localQueue = run.catch(() => undefined);
  return run;
}

/**
 * Gets a usable access token after `failedRefreshToken` was in storage when a call got a 401.
 * Runs under the cross-tab lock and re-reads storage inside it: if the refresh token changed
 * meanwhile, another tab (or call) has already rotated the pair, and presenting the old one
 * again would be taken as token theft by the server. Returns null when the session is over.
 */
export function refreshSession(failedRefreshToken: string | null = getRefreshToken()): Promise<string | null> {
  return new Promise<string | null>((resolve, reject) => {
    withRefreshLock(async () => {
      const outcome = await refreshUnderLock(failedRefreshToken);
      resolve(outcome.accessToken);
      // Another tab sees our localStorage write a moment later, not at once: keep the lock
      // until it has arrived, or the next tab would present the retired token and end both
      // sessions. Only a tab waiting for the lock waits; this caller has its token already.
      if (outcome.rotated) await new Promise((done) => setTimeout(done, STORAGE_SETTLE_MS));
    }).catch(reject);
  });
}

/** How long a new token pair takes to reach the other tabs' localStorage, with margin. */
export const STORAGE_SETTLE_MS = 250;

async function refreshUnderLock(failedRefreshToken: string | null): Promise<{ accessToken: string | null; rotated: boolean }> {
  const storedRefresh = getRefreshToken();
  if (!storedRefresh) {
    console.error('No refresh token found');
    clearTokens();
    return { accessToken: null, rotated: false };
  }
  if (storedRefresh !== failedRefreshToken) {
    const storedAccess = getAccessToken();
    if (storedAccess) return { accessToken: storedAccess, rotated: false };
  }
  let response: Response;
  try {
    response = await send('/auth/refresh-token', { method: 'POST', body: { refreshToken: storedRefresh } }, null);
  } catch (error) {
    // Network failure: keep the tokens, the next call may succeed.
    console.error('Token refresh failed', error);
    return { accessToken: null, rotated: false };
  }
  const pair = response.ok ? TokenPair.safeParse(await parseBody(response)) : undefined;
  if (!pair?.success) {
    clearTokens();
    return { accessToken: null, rotated: false };
  }
  storeTokens(pair.data);
  return { accessToken: pair.data.access_token, rotated: true };
}

/**
 * The one way the app talks to the API: JSON in and out, the stored bearer on every private
 * call, and on a 401 exactly one refresh and one retry (spec §7).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const isPublic = isPublicPath(path);
  const refreshTokenSeen = getRefreshToken();
  const response = await send(path, options, isPublic ? null : getAccessToken());

  if (response.status === 401 && !isPublic) {
    const firstError = await toError(response);
    const newAccessToken = await refreshSession(refreshTokenSeen);
    if (!newAccessToken) throw firstError;
    const retried = await send(path, options, newAccessToken);
    if (!retried.ok) throw await toError(retried);
    return (await parseBody(retried)) as T;
  }

  if (!response.ok) throw await toError(response);
  return (await parseBody(response)) as T;
}

export type UploadOptions = {
  method?: 'POST' | 'PATCH' | 'PUT';
  /** Whole percent of the request body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

type UploadAnswer = { status: number; body: unknown };

function parseText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

// fetch cannot report how much of a request body has gone out; XMLHttpRequest can.
function sendUpload(path: string, formData: FormData, options: UploadOptions, accessToken: string | null): Promise<UploadAnswer> {
  return new Promise<UploadAnswer>((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(new DOMException('La subida se canceló.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (accessToken) xhr.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    if (onProgress) {
      onProgress(0);
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.floor((100 * event.loaded) / event.total));
      });
    }
    xhr.addEventListener('load', () => {
      done();
      resolve({ status: xhr.status, body: xhr.status === 204 ? undefined : parseText(xhr.responseText) });
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new TypeError('No se pudo conectar con el servidor.'));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new DOMException('La subida se canceló.', 'AbortError'));
    });
    xhr.send(formData);
  });
}

function uploadError({ status, body }: UploadAnswer): ApiClientError {
  const parsed = ApiError.safeParse(body);
  return new ApiClientError(status, parsed.success ? parsed.data : null);
}

const isOk = (status: number) => status >= 200 && status < 300;

/**
 * A multipart write that reports its progress (admin uploads). Same bearer and the same single
 * 401 → refresh → retry as `apiRequest`; the retry sends the body again, from 0 %.
 */
export async function apiUpload<T>(path: string, formData: FormData, options: UploadOptions = {}): Promise<T> {
  const refreshTokenSeen = getRefreshToken();
  const answer = await sendUpload(path, formData, options, getAccessToken());

  if (answer.status === 401) {
    const firstError = uploadError(answer);
    const newAccessToken = await refreshSession(refreshTokenSeen);
    if (!newAccessToken) throw firstError;
    const retried = await sendUpload(path, formData, options, newAccessToken);
    if (!isOk(retried.status)) throw uploadError(retried);
    return retried.body as T;
  }

  if (!isOk(answer.status)) throw uploadError(answer);
  return answer.body as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
