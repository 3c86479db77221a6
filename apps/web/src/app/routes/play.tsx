import { useSession } from '@/features/auth/hooks/use-session';
import { PlayScreen } from '@/features/play/components/play-screen';

/** /play for signed-in players and guests (spec §2). */
export function PlayRoute() {
  const { access } = useSession();
  const player =
    access.status === 'signedIn'
      ? ({ kind: 'signed-in', userId: access.user.id } as const)
      : ({ kind: 'guest' } as const);
  return <PlayScreen player={player} />;
}
