import { useNavigate } from 'react-router-dom';
import { SignUpScreen } from '@/features/signup/components/sign-up-screen';

/** `/signup` for visitors: the older sign-up form. Signed up, it goes to /dashboard (which lands on /generate). */
export function SignUpRoute() {
  const navigate = useNavigate();
  return (
    <SignUpScreen
      onSuccess={() => navigate('/dashboard', { replace: true })}
      onLeave={() => navigate('/login', { replace: true })}
    />
  );
}
