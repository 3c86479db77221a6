import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@/features/auth/hooks/use-session';
import { ResultScreen } from '@/features/result/components/result-screen';
import { readResultRouteState } from '@/features/result/route-state';

/** `/result` for signed-in players and guests; /play's Finish hands the session over in the router state. */
export function ResultRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const { access, signOut } = useSession();
  const session = useMemo(() => readResultRouteState(location.state), [location.state]);
  return (
    <ResultScreen
      session={session}
      canSeeHistory={access.status === 'signedIn'}
      onNavigate={(path, state) => navigate(path, { state })}
      player={
        access.status === 'signedIn'
          ? { kind: 'signed-in', userId: access.user.id }
          : // A guest signs up from a fresh start: nothing of a guest's is kept (spec §4).
            { kind: 'guest', onSignUp: () => void signOut(() => navigate('/signup')) }
      }
    />
  );
}
