import { SMTPServer } from 'smtp-server';
import { freePort } from '../support/server-process.js';

export interface ReceivedMail {
  to: string[];
  /** The message with base64 and quoted-printable parts decoded, to search for links. */
  text: string;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives; `stop()` closes the port (senders get
 * ECONNREFUSED, as with an unreachable mail server) and `start()` listens on the same port again.
 */
export async function startSmtpSink() {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push({
              to: session.envelope.rcptTo.map((address) => address.address),
              text: decodeMessage(Buffer.concat(chunks).toString('utf8')),
            });
            callback();
          });
        },
      });
      smtp.once('error', reject);
      smtp.listen(port, '127.0.0.1', () => {
        server = smtp;
        resolve();
      });
    });

  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    start,
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** Raw message plus the decoded body of every base64 or quoted-printable part. */
function decodeMessage(raw: string): string {
  const decoded = [
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  ];
  const base64Part = /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi;
  for (const match of raw.matchAll(base64Part))
    decoded.push(Buffer.from(match[1]!.replace(/\s/g, ''), 'base64').toString('utf8'));
  return decoded.join('\n');
}
