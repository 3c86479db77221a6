import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage, Mailer } from './mailer.port.js';

/**
 * With no SMTP server configured, each message becomes one `.eml` file under `DATA_DIR/outbox/`, and a log line
 * names the file, so a developer can follow a reset link without setting up mail.
 *
 * The file is a single-part text/plain message in 8bit. A MIME library would encode the text part as
 * quoted-printable once a line passes 76 characters (turning the link's `=` into `=3D` and wrapping it), so the
 * link could no longer be copied from `cat`; the HTML part is left out for the same reason. Any mail client still
 * opens the file.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';

  constructor(
    readonly directory: string,
    private readonly from: string,
    private readonly log: (line: string) => void,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: MailMessage): Promise<void> {
    const date = this.now();
    const headers = [
      `From: ${this.from}`,
      `To: ${message.to}`,
      `Subject: ${message.subject}`,
      `Date: ${date.toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
    ];
    await mkdir(this.directory, { recursive: true });
    // Sortable by time; the random part keeps two messages of the same millisecond apart.
    const name = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    const file = join(this.directory, name);
    // Written aside, then renamed: whoever watches the folder never reads half a message.
    await writeFile(
      `${file}.partial`,
      `${headers.join('\r\n')}\r\n\r\n${message.text.replace(/\r?\n/g, '\r\n')}\r\n`,
      {
        mode: 0o600,
      },
    );
    await rename(`${file}.partial`, file);
    this.log(`Mail "${message.subject}" to ${message.to} written to ${file} (SMTP_URL is not set)`);
  }

  async close(): Promise<void> {}
}
