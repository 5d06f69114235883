import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces `fetch` with a function that answers from `handler` and records every request, so tests drive
 * the real base query and RTK Query code against scripted server answers.
 */
export function installFakeServer(handler: FakeHandler) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const isJson = request.headers.get('Content-Type')?.includes('json') ?? false;
    const text = isJson ? await request.clone().text() : '';
    const url = new URL(request.url);
    const recorded: FakeRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, '') + url.search,
      authorization: request.headers.get('Authorization'),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    requests.push(recorded);
    return handler(recorded);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
