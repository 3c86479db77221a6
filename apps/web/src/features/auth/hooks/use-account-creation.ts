import { useState } from 'react';
import { signUpErrorMessage } from '../api/sign-up';
import {
  passwordRulesFromError,
  testAccountPasswordProblem,
  type PasswordRulesProblem,
} from '../test-account-password';
import { useSession } from './use-session';

/**
 * What both sign-up forms do once their own fields are valid: the test-account password rules, the sign-up
 * call and its spec §8 alerts. Each form keeps its own fields and validation.
 */
export function useAccountCreation(onSuccess: () => void) {
  const { signUp } = useSession();
  const [message, setMessage] = useState('');
  const [rules, setRules] = useState<PasswordRulesProblem | null>(null);
  const [pending, setPending] = useState(false);

  /** Shows a form's own validation message in place of any earlier alert. */
  function refuse(text: string) {
    setRules(null);
    setMessage(text);
  }

  /**
   * Creates the account, or shows why not. `onPasswordProblem` runs when the test-account rules refuse the
   * password before anything is sent, e.g. to focus the password field.
   */
  async function create(
    account: { name: string; email: string; password: string },
    onPasswordProblem: () => void,
  ): Promise<void> {
    setRules(null);
    const problem = testAccountPasswordProblem(account.email, account.password);
    if (problem) {
      setRules(problem);
      onPasswordProblem();
      return;
    }
    setMessage('');
    setPending(true);
    try {
      await signUp(account.name, account.email, account.password, onSuccess);
    } catch (error) {
      setRules(passwordRulesFromError(error));
      setMessage(signUpErrorMessage(error));
      setPending(false);
    }
  }

  return { message, rules, pending, refuse, create };
}
