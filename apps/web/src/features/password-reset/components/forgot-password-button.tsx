import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { validateForgotPassword } from '@quiz/domain';
import { requestPasswordReset } from '../api/request-password-reset';
import './forgot-password-button.css';

export interface ForgotPasswordButtonProps {
  /** What the sign-in form's e-mail field holds: the reset goes to that address (spec §5). */
  email: string;
  /** Puts the cursor in the e-mail field when it is empty or malformed. */
  onEmailNeeded?: () => void;
}

/** FORGOT PASSWORD? under the sign-in form. The answer never says whether the address has an account. */
export function ForgotPasswordButton({ email, onEmailNeeded }: ForgotPasswordButtonProps) {
  const [pending, setPending] = useState(false);
  // Two live regions rather than one changing its role, so each message is announced as what it is.
  const [problem, setProblem] = useState('');
  const [sent, setSent] = useState('');

  async function handleClick() {
    if (pending) return;
    const checked = validateForgotPassword({ email });
    if (!checked.ok) {
      setSent('');
      setProblem(checked.message);
      onEmailNeeded?.();
      return;
    }
    setProblem('');
    setSent('');
    setPending(true);
    try {
      await requestPasswordReset(checked.value.email);
      setSent('Password reset email sent. Check your inbox!');
    } catch (error) {
      console.warn('Password reset request failed', error);
      setProblem('There was a problem sending the reset email.');
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="forgot-password">
      <Button variant="ghost" size="sm" block loading={pending} onClick={handleClick}>
        Forgot password?
      </Button>
      <Alert>{problem}</Alert>
      <Alert tone="success">{sent}</Alert>
    </div>
  );
}
