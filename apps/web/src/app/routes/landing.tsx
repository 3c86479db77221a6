import { Navigate, useNavigate } from 'react-router-dom';
import { IntroScreen } from '@/features/intro/components/intro-screen';
import { readStorage, sessionKeys } from '@/lib/storage';

/** `/` for visitors: the intro, unless it already played in this tab (set on logout). */
export function LandingRoute() {
  const navigate = useNavigate();
  if (readStorage(sessionKeys.introPlayed, 'session') === 'true') return <Navigate to="/login" replace />;
  return <IntroScreen onDone={() => navigate('/login', { replace: true })} />;
}
