import type { MailMessage } from '../../../infra/mail/mailer.port.js';

/** How long a reset link works (better-auth's resetPasswordTokenExpiresIn, in seconds). */
export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;

/** The web app's `/reset-password` page with the one-time token. */
export function resetPasswordLink(publicUrl: string, token: string): string {
  const url = new URL('/reset-password', publicUrl);
  url.searchParams.set('token', token);
  return url.href;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function resetPasswordMail(to: { email: string; name: string }, link: string): MailMessage {
  const greeting = to.name.trim() ? `Hi ${to.name.trim()},` : 'Hi,';
  const text = [
    greeting,
    '',
    'Someone (hopefully you) asked to reset the password of your QuizStorm account.',
    'Open this link to choose a new one:',
    '',
    link,
    '',
    'The link works once, within one hour. Resetting signs you out everywhere else.',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Someone (hopefully you) asked to reset the password of your QuizStorm account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>The link works once, within one hour. Resetting signs you out everywhere else.<br>
If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`;
  return { to: to.email, subject: 'Reset your QuizStorm password', text, html };
}
