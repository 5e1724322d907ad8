import type { ApiError } from '@sendero/shared';
import { isApiError, isTokenPair } from './api-shapes';
import { currentSpanish } from './i18n';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './session-storage';
import { takeStartRequest } from './start-requests';

/** Same origin: the server serves the app and the API together (docs/product.md#running). */
export const API_BASE = '/api';

/** Name of the Web Lock that makes token refreshes run one at a time across all tabs. */
const REFRESH_LOCK = 'sendero-token-refresh';

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

// Calls that never carry a bearer and never trigger a refresh (docs/product.md#api-rules).
const publicPaths = [
  /^\/auth\/login$/,
  /^\/auth\/register$/,
  /^\/auth\/refresh-token$/,
  /^\/auth\/forgot-password$/,
  /^\/auth\/reset-password\/[^/]+$/,
  // Callers always name the country, so the lines never need a session (nor wait for a refresh).
  /^\/crisis-lines$/,
];

function isPublicPath(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return publicPaths.some((pattern) => pattern.test(pathname));
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

type RequestOptions = {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
};

/** What came back, whichever transport carried it: the status and the parsed body. */
type Answer = { status: number; body: unknown };

/** JSON when it parses, the text when it does not, nothing for an empty body or a 204. */
function parseBody(status: number, text: string): unknown {
  if (status === 204 || !text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send(path: string, options: RequestOptions, accessToken: string | null): Promise<Answer> {
  // The server answers its errors in the Spanish the screens speak (decision 061); signed in, the
  // stored choice wins, so this counts before sign-in and for a choice not saved yet.
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json', 'Accept-Language': currentSpanish() };
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  // The same GET begun before the app arrived, with this very token (src/start-requests.ts).
  const started = (options.method ?? 'GET') === 'GET' && !options.signal && !options.headers ? takeStartRequest(path, accessToken) : undefined;
  const response = await (started ??
    fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    }));
  return { status: response.status, body: parseBody(response.status, await response.text()) };
}

const isOk = (status: number) => status >= 200 && status < 300;

function toError({ status, body }: Answer): ApiClientError {
  return new ApiClientError(status, isApiError(body) ? body : null);
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
const STORAGE_SETTLE_MS = 250;

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
  let answer: Answer;
  try {
    answer = await send('/auth/refresh-token', { method: 'POST', body: { refreshToken: storedRefresh } }, null);
  } catch (error) {
    // Network failure: keep the tokens, the next call may succeed.
    console.error('Token refresh failed', error);
    return { accessToken: null, rotated: false };
  }
  const pair = answer.body;
  if (!isOk(answer.status) || !isTokenPair(pair)) {
    clearTokens();
    return { accessToken: null, rotated: false };
  }
  storeTokens(pair);
  return { accessToken: pair.access_token, rotated: true };
}

/**
 * Sends a call with the stored bearer (none on the public calls) and on a 401 makes exactly one
 * refresh and one retry (docs/product.md#accounts), whichever transport `sendWith` uses. A refresh that fails
 * passes the first 401 on; any other answer that is not 2xx becomes an ApiClientError.
 */
async function withOneRefresh<T>(path: string, sendWith: (accessToken: string | null) => Promise<Answer>): Promise<T> {
  const isPublic = isPublicPath(path);
  const refreshTokenSeen = getRefreshToken();
  let answer = await sendWith(isPublic ? null : getAccessToken());
  if (answer.status === 401 && !isPublic) {
    const newAccessToken = await refreshSession(refreshTokenSeen);
    if (!newAccessToken) throw toError(answer);
    answer = await sendWith(newAccessToken);
  }
  if (!isOk(answer.status)) throw toError(answer);
  return answer.body as T;
}

/** The one way the app talks to the API: JSON in and out, through `withOneRefresh`. */
function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return withOneRefresh<T>(path, (accessToken) => send(path, options, accessToken));
}

type UploadOptions = {
  method?: 'POST' | 'PATCH' | 'PUT';
  /** Whole percent of the request body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

// fetch cannot report how much of a request body has gone out; XMLHttpRequest can.
function sendUpload(path: string, formData: FormData, options: UploadOptions, accessToken: string | null): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(new DOMException('La subida se canceló.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentSpanish());
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
      resolve({ status: xhr.status, body: parseBody(xhr.status, xhr.responseText) });
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

/**
 * A multipart write that reports its progress (admin uploads), with the same bearer and the same
 * single refresh and retry as every call; the retry sends the body again, from 0 %.
 */
export function apiUpload<T>(path: string, formData: FormData, options: UploadOptions = {}): Promise<T> {
  return withOneRefresh<T>(path, (accessToken) => sendUpload(path, formData, options, accessToken));
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  /** DELETE takes a body only where the API asks for one (erasing the account asks for the password). */
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** A file from the API (the data export), with the same bearer and single refresh as every call. */
export function apiDownload(path: string): Promise<Blob> {
  return withOneRefresh<Blob>(path, async (accessToken) => {
    const headers: Record<string, string> = { 'Accept-Language': currentSpanish() };
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    const response = await fetch(`${API_BASE}${path}`, { headers });
    if (isOk(response.status)) return { status: response.status, body: await response.blob() };
    return { status: response.status, body: parseBody(response.status, await response.text()) };
  });
}
