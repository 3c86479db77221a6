import { useNavigate } from 'react-router-dom';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useSession } from '@/features/auth/hooks/use-session';
import { SocialSignInButtons } from '@/features/social-sign-in/components/social-sign-in-buttons';
import { ContinueAsGuest } from '@/features/guest/components/continue-as-guest';
import './login.css';

/** `/login`: sign in with e-mail, or create an account. After either, go to `/`. */
export function LoginRoute() {
  const navigate = useNavigate();
  const toHome = () => navigate('/', { replace: true });
  const { adoptSession } = useSession();
  return (
    <div className="login">
      <div className="login__hero">
        <h1 className="login__title">
          Think fast. <span className="login__title-pop">Play smart.</span>
        </h1>
        <p className="login__lede">
          Any topic you can type, turned into a quiz in seconds. Four options, fifteen seconds, up to three
          rounds.
        </p>
      </div>
      <div className="login__sign-in">
        <SocialSignInButtons onToken={(token) => adoptSession(token, toHome)} />
        <SignInForm onSuccess={toHome} />
        <ContinueAsGuest onSuccess={toHome} />
      </div>
      <div className="login__sign-up">
        <SignUpForm onSuccess={toHome} />
      </div>
    </div>
  );
}
