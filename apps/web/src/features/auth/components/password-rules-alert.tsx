import { Alert } from '@/components/ui/alert';
import type { PasswordRulesProblem } from '../test-account-password';

/** A form's alert: either a one-line message or the test-account heading with the rules still failing. */
export function FormAlert({ message, rules }: { message: string; rules: PasswordRulesProblem | null }) {
  if (!rules) return <Alert>{message}</Alert>;
  return (
    <Alert title={rules.heading}>
      <ul className="password-rules">
        {rules.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Alert>
  );
}
