import { useNavigate } from 'react-router-dom';
import { useSession } from '@/features/auth/hooks/use-session';
import { GuestAccountPrompt } from '@/features/guest/components/guest-account-prompt';
import { TopicEntry } from '@/features/quiz/components/topic-entry';

/** `/` and `/generate` when signed in: the topic entry screen; a guest is also offered an account. */
export function GenerateRoute() {
  const navigate = useNavigate();
  const { access } = useSession();
  const name = access.status === 'signedIn' ? access.user.name : undefined;
  const guest = access.status === 'guest';
  return (
    <>
      {guest ? <GuestAccountPrompt /> : null}
      <TopicEntry
        playerName={name}
        guest={guest}
        onStart={(path) => navigate(path)}
        onOpenLobby={(choice) => navigate('/multiplayer/lobby', { state: choice })}
      />
    </>
  );
}
