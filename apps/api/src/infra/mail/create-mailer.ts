import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import type { Mailer } from './mailer.port.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

export function createMailer(config: Pick<AppConfig, 'mail' | 'dataDir'>): Mailer {
  if (config.mail.smtpUrl) return new SmtpMailer(config.mail.smtpUrl, config.mail.from);
  const logger = new Logger('Mail');
  return new OutboxMailer(join(config.dataDir, 'outbox'), config.mail.from, (line) => logger.log(line));
}
