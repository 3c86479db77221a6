import { useState } from 'react';
import type { SignInProvider } from '@quiz/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSignInProviders } from '../hooks/use-sign-in-providers';
import { openSignInPopup } from '../popup/open-sign-in-popup';
import { watchSignInPopup } from '../popup/watch-sign-in-popup';
import { ProviderMark } from './provider-mark';
import './social-sign-in-buttons.css';

export interface SocialSignInButtonsProps {
  /** Adopts the session the popup handed back; rejects when the api does not accept it. */
  onToken: (token: string) => Promise<void>;
}

const failed = (provider: SignInProvider, why: string) => `Sign-in with ${provider.name} failed. ${why}`;

/** Google, GitHub, Facebook (and the OpenID Connect provider when configured), each signing in by popup. */
export function SocialSignInButtons({ onToken }: SocialSignInButtonsProps) {
  const { status, providers } = useSignInProviders();
  const [message, setMessage] = useState('');
  const [busyWith, setBusyWith] = useState<string | null>(null);

  async function signInWith(provider: SignInProvider) {
    if (busyWith) return;
    if (status === 'unavailable') {
      setMessage(failed(provider, 'The server could not be reached. Please try again.'));
      return;
    }
    if (!provider.configured) {
      setMessage(`${provider.name} sign-in is not configured.`);
      return;
    }
    // Opened before any await: browsers allow popups only in direct answer to the click.
    const opened = openSignInPopup(provider.id);
    if (!opened) {
      setMessage(
        failed(
          provider,
          'Your browser blocked the sign-in window. Allow pop-ups for this site, then try again.',
        ),
      );
      return;
    }
    setMessage('');
    setBusyWith(provider.id);
    const outcome = await watchSignInPopup(opened.popup, opened.nonce);
    try {
      if (outcome.kind === 'failed') {
        setMessage(failed(provider, outcome.message));
        return;
      }
      await onToken(outcome.token);
    } catch (error) {
      setMessage(failed(provider, error instanceof Error && error.message ? error.message : 'Unknown error'));
    } finally {
      setBusyWith(null);
    }
  }

  // Providers that work come first; the rest stay visible, marked, and say why when pressed (spec §8).
  const ordered = [...providers].sort((a, b) => Number(b.configured) - Number(a.configured));
  const noneConfigured = status === 'ready' && providers.every((provider) => !provider.configured);
  return (
    <Card eyebrow="Quick start" title="Sign in with" className="social-sign-in">
      <Alert>{message}</Alert>
      {noneConfigured ? (
        <p className="social-sign-in__note">This server has no social sign-in set up yet: use your e-mail.</p>
      ) : null}
      <div className="social-sign-in__buttons" role="group" aria-label="Sign-in providers">
        {ordered.map((provider) => {
          // Until the api answers, no provider is known to be off.
          const off = status === 'ready' && !provider.configured;
          return (
            <Button
              key={provider.id}
              variant={off ? 'ghost' : 'secondary'}
              block
              className={`social-sign-in__button social-sign-in__button--${provider.id}${
                off ? ' social-sign-in__button--off' : ''
              }`}
              icon={<ProviderMark id={provider.id} />}
              loading={busyWith === provider.id}
              disabled={status === 'loading' || (busyWith !== null && busyWith !== provider.id)}
              onClick={() => void signInWith(provider)}
            >
              <span className="social-sign-in__lead">Continue with </span>
              {provider.name}
              {off ? <span className="social-sign-in__off"> (not configured)</span> : null}
            </Button>
          );
        })}
      </div>
    </Card>
  );
}
