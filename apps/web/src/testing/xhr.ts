import { vi } from 'vitest';
import type { MockRoute } from './fetch';

export type XhrCall = { method: string; url: string; headers: Record<string, string>; body: unknown };

/**
 * Replaces XMLHttpRequest (what `apiUpload` uses) with a queue of answers per "METHOD /path".
 * Each answered request first reports upload progress at 50 % and 100 %. A request with no
 * queued answer fails like a network error.
 */
/** `delayMs` holds the answer back, to look at a form while it is saving. */
export type XhrAnswer = MockRoute & { delayMs?: number };

export function mockXhr(routes: Record<string, XhrAnswer[]>) {
  const calls: XhrCall[] = [];
  const queues = new Map(Object.entries(routes).map(([key, answers]) => [key, [...answers]]));

  class FakeXMLHttpRequest {
    readonly upload = new EventTarget();
    private readonly events = new EventTarget();
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    status = 0;
    responseText = '';

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    addEventListener(type: string, listener: EventListener) {
      this.events.addEventListener(type, listener);
    }
    abort() {
      this.events.dispatchEvent(new Event('abort'));
    }
    send(body: unknown) {
      calls.push({ method: this.method, url: this.url, headers: { ...this.headers }, body });
      const answer = queues.get(`${this.method} ${this.url}`)?.shift();
      setTimeout(() => {
        if (!answer) {
          this.events.dispatchEvent(new Event('error'));
          return;
        }
        for (const loaded of [50, 100]) {
          this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 100 }));
        }
        this.status = answer.status ?? 200;
        this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
        this.events.dispatchEvent(new Event('load'));
      }, answer?.delayMs ?? 0);
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return { calls, callsTo: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url) };
}

/** The text fields of a multipart body, in the order they were appended (files by name). */
export function formEntries(body: unknown): [string, string][] {
  if (!(body instanceof FormData)) throw new Error('Expected a FormData body');
  return [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]);
}
