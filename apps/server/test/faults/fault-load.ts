/**
 * A bounded write load for the fault tests: a few workers send writes to the current server (its address can
 * change after a restart) until a request count or a time limit is reached, whichever comes first. Every
 * answer is classified; a write counts as acknowledged only when the server answered 2xx.
 */
export interface WriteRequest {
  /** What identifies the write when it is looked up afterwards (an e-mail, a file id...). */
  key: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body: NonNullable<RequestInit['body']>;
}

export interface LoadFigures {
  sent: number;
  /** Keys of the writes answered 2xx (for uploads: the key the answer returned, when `keyOf` is given). */
  acknowledged: string[];
  /** Requests that got no answer (connection refused or cut by a kill). */
  unanswered: number;
  statuses: Record<number, number>;
  /** 5xx answers whose body is not a clean `{ message, errors }` or shows a stack trace / internals. */
  leaks: string[];
  /** Distinct messages of the 5xx answers. */
  messages5xx: string[];
}

export interface WriteLoad {
  figures: LoadFigures;
  /** Resolves once `count` more writes were acknowledged (bounded by `timeoutMs`; rejects then). */
  acknowledgedMore(count: number, timeoutMs: number): Promise<void>;
  /** Resolves once `count` more answers with a status matching `accept` arrived (bounded by `timeoutMs`). */
  answeredMore(accept: (status: number) => boolean, count: number, timeoutMs: number): Promise<void>;
  /** Stops the workers and waits for their last requests. */
  stop(): Promise<LoadFigures>;
  /** Waits until the load reached its request count or time limit. */
  finished(): Promise<LoadFigures>;
}

const STACK_TRACE = /\n\s+at |\bat .+\.(ts|js):\d+|node_modules|Error: |ECONN|ENOSPC|stack/;

export function startWriteLoad(options: {
  baseUrl: () => string;
  workers: number;
  maxRequests: number;
  maxMs: number;
  next: (n: number) => WriteRequest;
  /** Key of an acknowledged write taken from its answer (default: the request's key). */
  keyOf?: (request: WriteRequest, body: unknown) => string;
}): WriteLoad {
  const figures: LoadFigures = {
    sent: 0,
    acknowledged: [],
    unanswered: 0,
    statuses: {},
    leaks: [],
    messages5xx: [],
  };
  const deadline = Date.now() + options.maxMs;
  let stopped = false;
  const listeners = new Set<(status: number | undefined) => void>();

  async function worker(): Promise<void> {
    while (!stopped && figures.sent < options.maxRequests && Date.now() < deadline) {
      const request = options.next(figures.sent++);
      let status: number | undefined;
      try {
        const response = await fetch(`${options.baseUrl()}${request.path}`, {
          method: request.method ?? 'POST',
          headers: request.headers ?? { 'content-type': 'application/json' },
          body: request.body,
          signal: AbortSignal.timeout(30_000),
        });
        status = response.status;
        const text = await response.text();
        figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
        if (status >= 200 && status < 300) {
          const body: unknown = text ? JSON.parse(text) : undefined;
          figures.acknowledged.push(options.keyOf ? options.keyOf(request, body) : request.key);
        } else if (status >= 500) {
          inspect5xx(text, figures);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      } catch {
        // No answer: the server is down (killed, restarting). Wait a little before the next try.
        figures.unanswered++;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      for (const listener of listeners) listener(status);
    }
  }
  const running = Array.from({ length: options.workers }, worker);

  function waitFor(accept: (status: number | undefined) => boolean, count: number, timeoutMs: number) {
    return new Promise<void>((resolve, reject) => {
      let seen = 0;
      const listener = (status: number | undefined) => {
        if (accept(status) && ++seen >= count) finish();
      };
      const timer = setTimeout(
        () => finish(new Error(`load: ${seen} of ${count} expected answers in ${timeoutMs} ms`)),
        timeoutMs,
      );
      const finish = (error?: Error) => {
        clearTimeout(timer);
        listeners.delete(listener);
        if (error) reject(error);
        else resolve();
      };
      listeners.add(listener);
    });
  }

  return {
    figures,
    acknowledgedMore: (count, timeoutMs) =>
      waitFor((status) => status !== undefined && status >= 200 && status < 300, count, timeoutMs),
    answeredMore: (accept, count, timeoutMs) =>
      waitFor((status) => status !== undefined && accept(status), count, timeoutMs),
    async stop() {
      stopped = true;
      await Promise.all(running);
      return figures;
    },
    async finished() {
      await Promise.all(running);
      return figures;
    },
  };
}

/** A 5xx must be `{ message, errors }` with a Romanian message and nothing of the server's insides. */
function inspect5xx(text: string, figures: LoadFigures): void {
  let body: { message?: unknown; errors?: unknown } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = undefined;
  }
  const message = typeof body?.message === 'string' ? body.message : undefined;
  if (
    !message ||
    STACK_TRACE.test(text) ||
    Object.keys(body ?? {}).some((key) => !['message', 'errors'].includes(key))
  )
    figures.leaks.push(text.slice(0, 300));
  else if (!figures.messages5xx.includes(message)) figures.messages5xx.push(message);
}

/** `{200: 5, 503: 2}` -> `200:5 503:2`, for the printed figures. */
export function formatStatuses(statuses: Record<number, number>): string {
  return Object.entries(statuses)
    .map(([status, count]) => `${status}:${count}`)
    .join(' ');
}

/** The JSON body of a pupil registration; the e-mail is the key the test looks up afterwards. */
export function pupilRegistration(email: string): WriteRequest {
  return {
    key: email,
    path: '/api/auth/register',
    body: JSON.stringify({
      role: 'ELEV',
      email,
      parola: 'Parola123!',
      nume: `Elev ${email.split('@')[0]}`,
      teacherCode: 'DEMOPROF',
    }),
  };
}

/** The e-mails of the users whose address contains `fragment`, read through the admin report. */
export async function storedEmails(baseUrl: string, fragment: string): Promise<Set<string>> {
  const login = await fetch(`${baseUrl}/api/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.ro', parola: 'Demo1234!' }),
  });
  const { token } = (await login.json()) as { token: string };
  const emails = new Set<string>();
  for (let page = 0; page < 20; page++) {
    const response = await fetch(
      `${baseUrl}/api/users/report?email=${encodeURIComponent(fragment)}&size=1000&page=${page}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    if (response.status !== 200) throw new Error(`users report: ${response.status} ${await response.text()}`);
    const { content } = (await response.json()) as { content: { email: string }[] };
    for (const user of content) emails.add(user.email);
    if (content.length < 1000) break;
  }
  return emails;
}
