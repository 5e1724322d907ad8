/**
 * The API calls a signed-in start began before the app's JavaScript arrived (src/start-requests.ts,
 * which index.html runs first). The API client takes each answer once, and only for the very token
 * that asked for it: after a refresh, a logout or another person's login the app asks anew, so no
 * one is ever shown an answer made for another token.
 */
export type StartRequests = {
  /** The access token the requests carried. */
  accessToken: string;
  /** Answers on their way, by API path (`/routes`), each taken at most once. */
  responses: Partial<Record<string, Promise<Response>>>;
};

declare global {
  interface Window {
    /** Null once the app has started: a start script arriving after that asks for nothing. */
    senderoStartRequests?: StartRequests | null;
  }
}

/** The answer to `GET path` begun at start with `accessToken`, once; undefined when there is none. */
export function takeStartRequest(path: string, accessToken: string | null): Promise<Response> | undefined {
  const started = typeof window === 'undefined' ? undefined : window.senderoStartRequests;
  if (!started || !accessToken || started.accessToken !== accessToken) return undefined;
  const response = started.responses[path];
  delete started.responses[path];
  return response;
}

/**
 * Drops what the start-up queries did not take (src/app/index.tsx calls it once they are asked for),
 * so an answer made at start is never handed to a request made later.
 */
export function forgetStartRequests(): void {
  if (typeof window !== 'undefined') window.senderoStartRequests = null;
}
