import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxRow } from './email.repository.js';

export interface Mailer {
  send(email: OutboxRow): Promise<void>;
}

/** Delivers over SMTP (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(email) {
      await transport.sendMail({
        from: options.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html ?? undefined,
      });
    },
  };
}

/**
 * Without SMTP: writes each message as an .eml file under DATA_DIR/outbox and logs it, so links
 * (password reset) are visible on a laptop.
 */
export function createFileMailer(options: {
  folder: string;
  from: string;
  log: { info(obj: object, msg: string): void };
}): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(email) {
      const info = await transport.sendMail({
        from: options.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html ?? undefined,
      });
      await mkdir(options.folder, { recursive: true });
      const file = path.join(options.folder, `${String(email.id).padStart(6, '0')}-${Date.now()}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info(
        { to: email.to, subject: email.subject, file, text: email.text },
        'e-mail written to the outbox folder',
      );
    },
  };
}
