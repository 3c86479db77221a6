/** One outgoing e-mail. The text part is always there; the HTML part is the same content, styled. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail: over SMTP when SMTP_URL is set, otherwise into the development outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
