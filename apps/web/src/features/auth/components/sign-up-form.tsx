import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useAccountCreation } from '../hooks/use-account-creation';
import { MIN_PASSWORD_LENGTH, validateSignUp } from '../validation';
import { FormAlert } from './password-rules-alert';
import './auth-forms.css';

export function SignUpForm({ onSuccess }: { onSuccess: () => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { message, rules, pending, refuse, create } = useAccountCreation(onSuccess);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const checked = validateSignUp({ name, email, password });
    if (!checked.ok) {
      refuse(checked.message);
      const target = { name: nameRef, email: emailRef, password: passwordRef }[checked.field ?? 'name'];
      target.current?.focus();
      return;
    }
    await create(checked.value, () => passwordRef.current?.focus());
  }

  return (
    <Card
      eyebrow="New here?"
      title="Create account"
      description="Save your answers, track your streaks and climb the leaderboard."
      className="auth-card auth-card--signup"
      id="create-account"
    >
      <form className="auth-form" onSubmit={handleSubmit} noValidate aria-label="Create account">
        <FormAlert message={message} rules={rules} />
        <TextField
          ref={nameRef}
          label="Display name"
          name="name"
          autoComplete="nickname"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          ref={emailRef}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          ref={passwordRef}
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" size="lg" variant="accent" block loading={pending}>
          Create account
        </Button>
        <p className="auth-form__legal">
          By creating an account you agree to our <Link to="/terms">Terms of Use</Link> and{' '}
          <Link to="/privacy">Privacy Policy</Link>. You must be 13 or older.
        </p>
      </form>
    </Card>
  );
}
