import type { Mailer } from '../../../infra/mail/mailer.port.js';
import { resetPasswordLink, resetPasswordMail } from './reset-password-mail.js';

/**
 * better-auth's `sendResetPassword`. It runs only for e-mails that have an account, so it returns at once and
 * sends in the background: a slow or failing mail server must not make the answer for a real account differ
 * (in time or status) from the answer for an unknown address. A failed send is logged for the operator.
 */
export function sendResetPasswordBy(
  mailer: Mailer,
  publicUrl: string,
  onFailure: (email: string, error: unknown) => void,
) {
  return async ({ user, token }: { user: { email: string; name: string }; token: string }): Promise<void> => {
    const message = resetPasswordMail(user, resetPasswordLink(publicUrl, token));
    void mailer.send(message).catch((error: unknown) => onFailure(user.email, error));
  };
}
