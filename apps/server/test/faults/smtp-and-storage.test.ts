import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GENERIC_MESSAGES } from '@platform/contracts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { files } from '../../src/db/schema.js';
import { createScratchPostgresDatabase } from '../test-db.js';
import { PNG_BYTES, multipart } from '../support/fixtures.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { formatStatuses, startWriteLoad, type LoadFigures } from './fault-load.js';
import { mountSmallDisk } from './full-disk.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

/**
 * One real server process (PGlite on disk, or PostgreSQL when DATABASE_URL is set) with its SMTP server on
 * 127.0.0.1 and its uploads folder on a small file system of its own. The tests run in order: the SMTP server
 * goes down while password-reset e-mails are requested; while the outbox waits for its next retry (30 s),
 * the uploads disk fills up under an upload load; then the kept e-mails must arrive, each once.
 */
const databaseKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const DEMO_EMAILS = ['elev@demo.ro', 'profesor@demo.ro', 'logistica@demo.ro', 'programator@demo.ro'];
const METRICS_TOKEN = 'faults-metrics-token-faults';
const RESET_LINK = /confirmare-resetare\/([A-Za-z0-9_-]{20,})/;

const dataDir = mkdtempSync(path.join(tmpdir(), 'faults-smtp-storage-'));
const uploadsDir = path.join(dataDir, 'uploads');
let scratch: { url: string; drop(): Promise<void> } | undefined;
let disk: Awaited<ReturnType<typeof mountSmallDisk>>;
let smtp: SmtpSink;
let server: ServerProcess;
/** Requests of the SMTP outage that were answered 2xx, by recipient. */
let mailsRequested: LoadFigures;
let mailsBeforeOutage = 0;

async function outboxBacklog(): Promise<number> {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const match = /^email_outbox_backlog (\d+)$/m.exec(await response.text());
  if (!match) throw new Error('no email_outbox_backlog in /metrics');
  return Number(match[1]);
}

beforeAll(async () => {
  scratch = process.env.DATABASE_URL
    ? await createScratchPostgresDatabase(process.env.DATABASE_URL)
    : undefined;
  disk = await mountSmallDisk(uploadsDir, 16);
  smtp = await startSmtpSink();
  server = await startServerProcess({
    run: 'source',
    env: {
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      JWT_SECRET: 'faults-smtp-storage-secret-faults',
      DATABASE_URL: scratch?.url ?? '',
      SMTP_URL: smtp.url,
      METRICS_TOKEN,
      RATE_LIMIT: 'off',
    },
  });
}, 300_000);

afterAll(async () => {
  if (server) await server.stop('SIGTERM');
  await smtp?.stop();
  await disk?.unmount();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

const forgotPassword = (n: number) => {
  const email = DEMO_EMAILS[n % DEMO_EMAILS.length]!;
  return { key: email, path: '/api/auth/forgot-password', body: JSON.stringify({ email }) };
};

describe(`faults: SMTP unreachable, then back (${databaseKind})`, () => {
  it('keeps every requested e-mail in the outbox while SMTP is down', async () => {
    // The mail path works before the fault: one reset e-mail arrives.
    const before = await fetch(`${server.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.ro' }),
    });
    expect(before.status).toBe(200);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 60_000, interval: 200 });
    mailsBeforeOutage = smtp.received.length;

    await smtp.stop();
    const load = startWriteLoad({
      baseUrl: () => server.url,
      workers: 2,
      maxRequests: 24,
      maxMs: 60_000,
      next: forgotPassword,
    });
    mailsRequested = await load.finished();
    expect(mailsRequested.acknowledged).toHaveLength(24);
    // The outbox tried each e-mail once, failed (connection refused) and keeps it for a retry.
    await vi.waitFor(
      () => expect(server.output().split('e-mail delivery failed').length - 1).toBeGreaterThanOrEqual(24),
      { timeout: 60_000, interval: 250 },
    );
    const backlog = await outboxBacklog();
    console.log(
      `[faults] SMTP down: reset e-mails requested ${mailsRequested.sent}, answered ${formatStatuses(mailsRequested.statuses)}, ` +
        `kept in the outbox: ${backlog}, delivered while down: ${smtp.received.length - mailsBeforeOutage}`,
    );
    expect(backlog).toBe(24);
    expect(smtp.received).toHaveLength(mailsBeforeOutage);
    await smtp.start();
  }, 180_000);
});

describe(`faults: file storage full during uploads (${databaseKind})`, () => {
  it('refuses uploads with a clean Romanian 507 while the disk is full and serves again once there is room', async () => {
    const login = await fetch(`${server.url}/api/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'elev@demo.ro', parola: 'Demo1234!' }),
    });
    const { token } = (await login.json()) as { token: string };
    // 100 KB images; the full disk keeps 150 KB free, so one upload fits and the next is cut halfway.
    const image = Buffer.concat([PNG_BYTES, Buffer.alloc(100 * 1024 - PNG_BYTES.length, 7)]);
    disk.fill(150 * 1024);
    const load = startWriteLoad({
      baseUrl: () => server.url,
      workers: 3,
      maxRequests: 200,
      maxMs: 90_000,
      next: (n) => {
        const form = multipart('file', `poza-${n}.png`, image, 'image/png');
        return {
          key: String(n),
          path: '/api/files/upload?folder=LESSON_ANSWER_PHOTOS',
          headers: { authorization: `Bearer ${token}`, ...form.headers },
          body: form.payload,
        };
      },
      keyOf: (_request, body) => (body as { id: string }).id,
    });
    await load.answeredMore((status) => status === 507, 15, 60_000);
    const acknowledgedWhileFull = load.figures.acknowledged.length;
    // Reads keep working on the full disk.
    const profile = await fetch(`${server.url}/api/users/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    disk.free();
    await load.acknowledgedMore(10, 60_000);
    const figures = await load.stop();
    uploads = figures;
    console.log(
      `[faults] storage full: uploads sent ${figures.sent}, answered ${formatStatuses(figures.statuses)}, ` +
        `stored while full ${acknowledgedWhileFull}, stored after freeing space ${figures.acknowledged.length - acknowledgedWhileFull}`,
    );
    console.log(
      `[faults] storage full: 5xx with a stack trace or internals: ${figures.leaks.length}, ` +
        `5xx messages: ${JSON.stringify(figures.messages5xx)}, profile read on the full disk: ${profile.status}`,
    );
    expect(figures.leaks).toEqual([]);
    expect(figures.messages5xx).toEqual([GENERIC_MESSAGES.storageFull]);
    expect(Object.keys(figures.statuses).every((status) => ['201', '507'].includes(status))).toBe(true);
    expect(figures.unanswered).toBe(0);
    expect(profile.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 180_000);
});

let uploads: LoadFigures;

describe(`faults: after the faults (${databaseKind})`, () => {
  it('delivers each e-mail kept during the SMTP outage exactly once', async () => {
    // The outbox retries 30 s after the first failure (its normal backoff); bounded wait.
    await vi.waitFor(
      async () => {
        expect(smtp.received.length).toBeGreaterThanOrEqual(mailsBeforeOutage + 24);
        expect(await outboxBacklog()).toBe(0);
      },
      { timeout: 120_000, interval: 500 },
    );
    // Two more outbox rounds, so a second delivery of any e-mail would show.
    await new Promise((resolve) => setTimeout(resolve, 4500));
    const afterOutage = smtp.received.slice(mailsBeforeOutage);
    const links = afterOutage.map((mail) => RESET_LINK.exec(mail.text)?.[1]);
    const recipients = (mails: string[]) => [...mails].sort().join(',');
    console.log(
      `[faults] SMTP back: e-mails kept ${mailsRequested.acknowledged.length}, delivered ${afterOutage.length}, ` +
        `distinct reset links ${new Set(links).size}, delivered twice ${afterOutage.length - new Set(links).size}, lost ${mailsRequested.acknowledged.length - new Set(links).size}`,
    );
    expect(links.every((link) => link !== undefined)).toBe(true);
    expect(new Set(links).size).toBe(afterOutage.length);
    expect(afterOutage).toHaveLength(mailsRequested.acknowledged.length);
    expect(recipients(afterOutage.flatMap((mail) => mail.to))).toBe(recipients(mailsRequested.acknowledged));
  }, 180_000);

  it('references no missing or half-written file and leaves no partial file on the disk', async () => {
    await server.stop('SIGTERM');
    const database: DatabaseHandle = await openDatabase(
      scratch
        ? { kind: 'postgres', url: scratch.url }
        : { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') },
    );
    let rows: (typeof files.$inferSelect)[];
    try {
      rows = await database.db.select().from(files);
    } finally {
      await database.close();
    }
    const ids = new Set(rows.map((row) => row.id));
    const broken = rows.filter((row) => {
      const file = path.join(uploadsDir, row.storageKey);
      return !existsSync(file) || statSync(file).size !== row.size;
    });
    const referenced = new Set(rows.map((row) => row.storageKey));
    const onDisk = readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== '.filler')
      .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)));
    const orphans = onDisk.filter((key) => !referenced.has(key));
    const lost = uploads.acknowledged.filter((id) => !ids.has(id));
    console.log(
      `[faults] storage full: acknowledged writes: ${uploads.acknowledged.length}, writes found: ${uploads.acknowledged.length - lost.length}, lost: ${lost.length}`,
    );
    console.log(
      `[faults] storage full: file rows ${rows.length}, pointing at a missing or partial file: ${broken.length}, files on disk without a row: ${orphans.length}`,
    );
    expect(lost).toEqual([]);
    expect(broken).toEqual([]);
    expect(orphans).toEqual([]);
  }, 120_000);
});
