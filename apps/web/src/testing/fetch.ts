import { vi } from 'vitest';

export type MockRoute = { status?: number; body?: unknown };
export type FetchCall = { url: string; method: string; headers: Record<string, string>; body: unknown };

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces `fetch` with a queue of answers per "METHOD /path" and records every call.
 * A key with no queued answer left fails the test loudly.
 */
export function mockFetch(routes: Record<string, MockRoute[]>) {
  const calls: FetchCall[] = [];
  const queues = new Map(Object.entries(routes).map(([key, answers]) => [key, [...answers]]));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({ url, method, headers, body });
    const answer = queues.get(`${method} ${url}`)?.shift();
    if (!answer) throw new Error(`Unexpected fetch: ${method} ${url}`);
    return jsonResponse(answer.status ?? 200, answer.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url) };
}
