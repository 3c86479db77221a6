import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { LatestAlertOnly } from '@/components/ui/latest-alert';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useSession } from '@/features/auth/hooks/use-session';
import { clearSessionEnded, readSessionEndedMessage } from '@/features/auth/session-ended';
import { SocialSignInButtons } from '@/features/social-sign-in/components/social-sign-in-buttons';
import { ContinueAsGuest } from '@/features/guest/components/continue-as-guest';
import './login.css';

/**
 * `/login`: sign in with e-mail (first), as a guest, or with a social provider; or create an account. After
 * any of them, go to `/`. One message at a time: the latest one replaces the others.
 */
export function LoginRoute() {
  const navigate = useNavigate();
  const toHome = () => navigate('/', { replace: true });
  const { adoptSession } = useSession();
  // Why the session ended without the player asking (expired): said once, here.
  const [sessionEnded] = useState(readSessionEndedMessage);
  useEffect(() => clearSessionEnded(), []);
  // A guest choosing to create an account lands on that form.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== '#create-account') return;
    const form = document.getElementById('create-account');
    form?.scrollIntoView({ block: 'start' });
    form?.querySelector('input')?.focus();
  }, [hash]);
  return (
    <LatestAlertOnly>
      <div className="login">
        <div className="login__hero">
          <h1 className="login__title">
            Think fast. <span className="login__title-pop">Play smart.</span>
          </h1>
          <p className="login__lede">
            Pick a topic, race the clock: four options, fifteen seconds, up to three rounds.
          </p>
          <p className="login__demo">
            Just looking? <Link to="/demo">Try the demo</Link>, no account needed.
          </p>
        </div>
        <div className="login__sign-in">
          <Alert tone="info">{sessionEnded}</Alert>
          <SignInForm onSuccess={toHome} />
          <ContinueAsGuest onSuccess={toHome} />
          <SocialSignInButtons onToken={(token) => adoptSession(token, toHome)} />
        </div>
        <div className="login__sign-up">
          <SignUpForm onSuccess={toHome} />
        </div>
      </div>
    </LatestAlertOnly>
  );
}
