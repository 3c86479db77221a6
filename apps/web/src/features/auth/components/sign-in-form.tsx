import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { ForgotPasswordButton } from '@/features/password-reset/components/forgot-password-button';
import { useSession } from '../hooks/use-session';
import { validateSignIn } from '../validation';
import './auth-forms.css';

export function SignInForm({ onSuccess }: { onSuccess: () => void }) {
  const { signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const checked = validateSignIn({ email, password });
    if (!checked.ok) {
      setMessage(checked.message);
      (checked.field === 'password' ? passwordRef : emailRef).current?.focus();
      return;
    }
    setMessage('');
    setPending(true);
    try {
      await signIn(checked.value.email, checked.value.password, onSuccess);
    } catch (error) {
      const detail = error instanceof Error && error.message ? error.message : 'Unknown error';
      setMessage(`Login failed: ${detail}`);
      setPending(false);
    }
  }

  return (
    <Card eyebrow="Welcome back" title="Sign in" className="auth-card" id="sign-in">
      <form className="auth-form" onSubmit={handleSubmit} noValidate aria-label="Sign in">
        <Alert>{message}</Alert>
        <TextField
          ref={emailRef}
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          ref={passwordRef}
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" size="lg" block loading={pending}>
          Sign in
        </Button>
      </form>
      <ForgotPasswordButton email={email} onEmailNeeded={() => emailRef.current?.focus()} />
    </Card>
  );
}
