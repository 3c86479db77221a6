import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpSink, textPart } from '../../testing/smtp-sink.js';
import { createMailer } from './create-mailer.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

const message = {
  to: 'ada@example.com',
  subject: 'Reset your QuizStorm password',
  text: 'Open http://localhost:3000/reset-password?token=abc123 to choose a new password.',
  html: '<p><a href="http://localhost:3000/reset-password?token=abc123">Choose</a></p>',
};

describe('the SMTP mailer', () => {
  it('delivers the message to a real SMTP server, from MAIL_FROM', async () => {
    const sink = await startSmtpSink();
    const mailer = new SmtpMailer(sink.url, 'QuizStorm <no-reply@quiz.test>');
    try {
      await mailer.send(message);
      expect(sink.received).toHaveLength(1);
      const [mail] = sink.received;
      expect(mail!.from).toBe('no-reply@quiz.test');
      expect(mail!.to).toEqual(['ada@example.com']);
      expect(mail!.raw).toContain('Subject: Reset your QuizStorm password');
      expect(textPart(mail!.raw)).toBe(message.text);
    } finally {
      await mailer.close();
      await sink.close();
    }
  });

  it('fails the send when the server cannot be reached', async () => {
    const sink = await startSmtpSink();
    await sink.close(); // a port nobody listens on any more
    const mailer = new SmtpMailer(sink.url, 'no-reply@quiz.test');
    await expect(mailer.send(message)).rejects.toThrow();
  });
});

describe('the development outbox', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'quiz-outbox-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is what createMailer gives without SMTP_URL, and SMTP with it', () => {
    const mail = { from: 'no-reply@quiz.test', smtpUrl: undefined };
    expect(createMailer({ dataDir, mail })).toBeInstanceOf(OutboxMailer);
    expect(createMailer({ dataDir, mail: { ...mail, smtpUrl: 'smtp://127.0.0.1:2525' } })).toBeInstanceOf(
      SmtpMailer,
    );
  });

  it('writes one readable .eml file per message under DATA_DIR/outbox and logs its name', async () => {
    const lines: string[] = [];
    const outbox = join(dataDir, 'outbox');
    const mailer = new OutboxMailer(outbox, 'QuizStorm <no-reply@quiz.test>', (line) => lines.push(line));
    await mailer.send(message);
    await mailer.send({ ...message, to: 'grace@example.com' });

    const files = readdirSync(outbox).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const first = readFileSync(join(outbox, files[0]!), 'utf8');
    expect(first).toContain('To: ada@example.com');
    expect(first).toContain('From: QuizStorm <no-reply@quiz.test>');
    // The text part stays plain, so `cat` shows a link that can be copied as it is.
    expect(first).toContain('Content-Transfer-Encoding: 8bit');
    expect(first).toContain('\r\n\r\nOpen http://localhost:3000/reset-password?token=abc123 to choose');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(join(outbox, files[0]!));
    expect(lines[0]).toContain('ada@example.com');
  });
});
