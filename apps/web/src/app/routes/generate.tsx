import { useNavigate } from 'react-router-dom';
import { useSession } from '@/features/auth/hooks/use-session';
import { TopicEntry } from '@/features/quiz/components/topic-entry';

/** `/` and `/generate` when signed in: the topic entry screen. */
export function GenerateRoute() {
  const navigate = useNavigate();
  const { access } = useSession();
  const name = access.status === 'signedIn' ? access.user.name : undefined;
  return (
    <TopicEntry
      playerName={name}
      onStart={(path) => navigate(path)}
      onOpenLobby={(choice) => navigate('/multiplayer/lobby', { state: choice })}
    />
  );
}
