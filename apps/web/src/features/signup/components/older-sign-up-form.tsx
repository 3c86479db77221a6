import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { GENDERS, validateOlderSignUp, type Gender, type OlderSignUpInput } from '@quiz/domain';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { FormAlert } from '@/features/auth/components/password-rules-alert';
import { useAccountCreation } from '@/features/auth/hooks/use-account-creation';
import { localToday } from '../local-date';
import './older-sign-up-form.css';

const EMPTY: OlderSignUpInput = {
  firstName: '',
  lastName: '',
  emailOrPhone: '',
  birthday: '',
  gender: '',
  password: '',
  confirmPassword: '',
};

const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', nonbinary: 'Nonbinary' };
const GENDER_OPTIONS = [
  { value: '' as const, label: 'Prefer not to say' },
  ...GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] })),
];

/** The older `/signup` form (spec §2, §5). On success the account's display name is first + last name. */
export function OlderSignUpForm({ onSuccess }: { onSuccess: () => void }) {
  const [fields, setFields] = useState<OlderSignUpInput>(EMPTY);
  const { message, rules, pending, refuse, create } = useAccountCreation(onSuccess);
  const formRef = useRef<HTMLFormElement>(null);
  const today = localToday();

  const bind = (name: Exclude<keyof OlderSignUpInput, 'gender'>) => ({
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  function focus(name: keyof OlderSignUpInput) {
    formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const checked = validateOlderSignUp(fields, localToday());
    if (!checked.ok) {
      refuse(checked.message);
      focus(checked.field);
      return;
    }
    await create(checked.value, () => focus('password'));
  }

  return (
    <Card
      eyebrow="Join QuizStorm"
      title="Sign up"
      description="Tell us a little about you. You must be 13 or older."
      className="older-sign-up"
      headingLevel={1}
    >
      <form ref={formRef} className="auth-form" onSubmit={handleSubmit} noValidate aria-label="Sign up">
        <FormAlert message={message} rules={rules} />
        <div className="older-sign-up__pair">
          <TextField label="First name" autoComplete="given-name" {...bind('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...bind('lastName')} />
        </div>
        <TextField
          label="Email or phone"
          autoComplete="email"
          inputMode="email"
          hint="Only e-mail sign-up is supported for now."
          {...bind('emailOrPhone')}
        />
        <div className="older-sign-up__pair">
          <TextField label="Birthday" type="date" max={today} autoComplete="bday" {...bind('birthday')} />
          <Select
            label="Gender (optional)"
            name="gender"
            options={GENDER_OPTIONS}
            value={fields.gender}
            onValueChange={(gender) => setFields((current) => ({ ...current, gender }))}
          />
        </div>
        <TextField label="Password" type="password" autoComplete="new-password" {...bind('password')} />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...bind('confirmPassword')}
        />
        <Button type="submit" size="lg" variant="accent" block loading={pending}>
          Sign up
        </Button>
        <p className="auth-form__legal">
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
      </form>
    </Card>
  );
}
