import { useSession } from '@/features/auth/hooks/use-session';
import { LeaderboardScreen } from '@/features/leaderboard/components/leaderboard-screen';

/** `/leaderboard` for signed-in players and guests (spec §2); guests have no rows of their own. */
export function LeaderboardRoute() {
  const { access } = useSession();
  return <LeaderboardScreen viewerId={access.status === 'signedIn' ? access.user.id : null} />;
}
