import { useState } from 'react';
import type { VerifyRecaptchaResponse } from '@quiz/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/hooks/use-session';
import { getPublicConfig } from '../api/get-public-config';
import { BotCheckRefused, verifyBotCheck } from '../api/verify-bot-check';
import { solveAltcha } from '../bot-check/solve-altcha';
import { recaptchaToken } from '../bot-check/recaptcha';
import './continue-as-guest.css';

const orNa = (value: string | number | null) => (value === null || value === '' ? 'n/a' : String(value));

/** Spec §8: a bot-check failure names the error, the action and the score, 'n/a' where absent. */
export function botCheckFailureMessage(verdict: Pick<VerifyRecaptchaResponse, 'error' | 'action' | 'score'>) {
  return `Bot check failed. Error: ${orNa(verdict.error)}. Action: ${orNa(verdict.action)}. Score: ${orNa(verdict.score)}.`;
}

/**
 * CONTINUE AS GUEST: pass the bot check the server asks for (the self-hosted proof of work, solved in Web
 * Workers, or reCAPTCHA v3), exchange it for a guest token and enter guest access.
 */
export function ContinueAsGuest({ onSuccess }: { onSuccess: () => void }) {
  const { continueAsGuest } = useSession();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState('');

  async function handleClick() {
    if (pending) return;
    setPending(true);
    setMessage('');
    try {
      const { botCheck } = await getPublicConfig();
      const answer =
        botCheck.provider === 'altcha'
          ? await solveAltcha(botCheck.challengeUrl)
          : await recaptchaToken(botCheck.siteKey);
      const guest = await verifyBotCheck(answer);
      continueAsGuest(guest.guestToken, guest.expiresAt, onSuccess);
    } catch (error) {
      console.warn('Guest login failed', error);
      setMessage(
        error instanceof BotCheckRefused ? botCheckFailureMessage(error.verdict) : 'Guest login failed.',
      );
      setPending(false);
    }
  }

  return (
    <section className="guest-entry" aria-labelledby="guest-entry-title">
      <p className="guest-entry__divider" id="guest-entry-title">
        <span>or play without an account</span>
      </p>
      <Alert>{message}</Alert>
      <Button variant="secondary" size="lg" block loading={pending} onClick={handleClick} aria-busy={pending}>
        Continue as guest
      </Button>
      <p className="guest-entry__note" aria-live="polite">
        {pending ? 'Checking that you are not a bot…' : 'Guests play without saving answers.'}
      </p>
    </section>
  );
}
