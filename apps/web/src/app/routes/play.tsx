import { useSession } from '@/features/auth/hooks/use-session';
import { LoadingView } from '@/features/play/components/loading-view';
import { PlayScreen } from '@/features/play/components/play-screen';
import { TermsGate } from '@/features/terms/components/terms-gate';

/** /play for signed-in players and guests (spec §2); a signed-in player plays once the terms are accepted. */
export function PlayRoute() {
  const { access, termsAccepted, askTerms } = useSession();
  if (access.status === 'signedIn' && termsAccepted !== true) {
    if (termsAccepted === null) return <LoadingView progress={{ ready: 0, total: 0 }} topic="" />;
    return <TermsGate onReview={askTerms} />;
  }
  const player =
    access.status === 'signedIn'
      ? ({ kind: 'signed-in', userId: access.user.id } as const)
      : ({ kind: 'guest' } as const);
  return <PlayScreen player={player} />;
}
