import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createEmailWorker } from './email-worker.js';
import { createFileMailer, type Mailer } from './mailer.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
}, 180_000);
afterAll(() => t.close());

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('e-mail outbox', () => {
  it('retries a failing transport with backoff and loses nothing', async () => {
    const repository = t.app.services.emailRepository;
    const queued = await repository.enqueue({ to: 'a@demo.ro', subject: 'Test', text: 'Salut' });
    let smtpUp = false;
    const sent: string[] = [];
    const flaky: Mailer = {
      async send(email) {
        if (!smtpUp) throw new Error('ECONNREFUSED');
        sent.push(email.to);
      },
    };
    const worker = createEmailWorker(
      { emailRepository: repository, mailer: flaky, log: silentLog },
      { backoffSeconds: () => 0 },
    );

    expect(await worker.runOnce()).toBe(1);
    let row = await repository.findById(queued.id);
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: 'ECONNREFUSED' });

    smtpUp = true;
    expect(await worker.runOnce()).toBe(1);
    row = await repository.findById(queued.id);
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(row!.attempts).toBe(2);
    expect(sent).toEqual(['a@demo.ro']);
    expect(await worker.runOnce()).toBe(0);
  });

  it('gives up after the maximum number of attempts', async () => {
    const repository = t.app.services.emailRepository;
    const queued = await repository.enqueue({ to: 'b@demo.ro', subject: 'Test', text: 'x' });
    const down: Mailer = { send: () => Promise.reject(new Error('down')) };
    const worker = createEmailWorker(
      { emailRepository: repository, mailer: down, log: silentLog },
      { maxAttempts: 2, backoffSeconds: () => 0 },
    );
    await worker.runOnce();
    await worker.runOnce();
    const row = await repository.findById(queued.id);
    expect(row).toMatchObject({ attempts: 2, sentAt: null });
    expect(row!.failedAt).toBeInstanceOf(Date);
    expect(await worker.runOnce()).toBe(0);
  });

  it('writes .eml files and logs the text when no SMTP is configured', async () => {
    const folder = path.join(t.config.dataDir, 'outbox-test');
    const lines: object[] = [];
    const mailer = createFileMailer({ folder, from: 'x@demo.ro', log: { info: (obj) => lines.push(obj) } });
    const row = await t.app.services.emailRepository.enqueue({
      to: 'c@demo.ro',
      subject: 'Resetare',
      text: 'link http://x/confirmare-resetare/abc',
    });
    await mailer.send(row);
    const [file] = readdirSync(folder);
    const eml = readFileSync(path.join(folder, file!), 'utf8');
    expect(eml).toContain('To: c@demo.ro');
    expect(eml).toContain('confirmare-resetare/abc');
    expect(JSON.stringify(lines)).toContain('confirmare-resetare/abc');
  });
});
