import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { MIN_PASSWORD_LENGTH, validateNewPassword } from '@quiz/domain';
import { FormAlert } from '@/features/auth/components/password-rules-alert';
import { passwordRulesFromError, type PasswordRulesProblem } from '@/features/auth/test-account-password';
import { INVALID_LINK_MESSAGE, resetPassword, resetPasswordErrorMessage } from '../api/reset-password';
import './reset-password-form.css';

/**
 * Sets a new password with the token from the mailed link. Afterwards the player signs in with it: the reset
 * ended every session, and the link does not say which account it belongs to.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [message, setMessage] = useState(token ? '' : INVALID_LINK_MESSAGE);
  // A test account's password is checked on the server (the link does not say which account it is for).
  const [rules, setRules] = useState<PasswordRulesProblem | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !token) return;
    const checked = validateNewPassword({ password, confirmPassword });
    setRules(null);
    if (!checked.ok) {
      setMessage(checked.message);
      (checked.field === 'confirmPassword' ? confirmRef : passwordRef).current?.focus();
      return;
    }
    setMessage('');
    setPending(true);
    try {
      await resetPassword(token, checked.value.password);
      setDone(true);
    } catch (error) {
      setRules(passwordRulesFromError(error));
      setMessage(resetPasswordErrorMessage(error));
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <Card eyebrow="All set" title="Password changed" className="reset-password">
        <Alert tone="success">Your password has been changed. Sign in with your new password.</Alert>
        <Link to="/login" className="btn btn--primary btn--lg btn--block reset-password__action">
          <span className="btn__label">Go to sign in</span>
        </Link>
      </Card>
    );
  }

  return (
    <Card eyebrow="Forgot your password?" title="Choose a new password" className="reset-password">
      <form
        className="reset-password__form"
        onSubmit={handleSubmit}
        noValidate
        aria-label="Choose a new password"
      >
        <FormAlert message={message} rules={rules} />
        <TextField
          ref={passwordRef}
          label="New password"
          name="new-password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          value={password}
          disabled={!token}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          ref={confirmRef}
          label="Confirm new password"
          name="confirm-password"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          disabled={!token}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <Button type="submit" size="lg" block loading={pending} disabled={!token}>
          Set new password
        </Button>
        <p className="reset-password__back">
          <Link to="/login">Back to sign in</Link>
        </p>
      </form>
    </Card>
  );
}
