import { useLocation, useParams } from 'react-router-dom';
import { isDifficulty } from '@quiz/domain';
import { useSession } from '@/features/auth/hooks/use-session';
import { GameScreen } from '@/features/multiplayer/components/game-screen';
import { LobbyScreen } from '@/features/multiplayer/components/lobby-screen';
import { readStorage, storageKeys } from '@/lib/storage';

/** What the topic entry screen hands the lobby: its topic and difficulty, the host's defaults. */
export interface LobbyRouteState {
  topic?: string;
  difficulty?: string;
}

/** /multiplayer/lobby (spec §2). */
export function MultiplayerLobbyRoute() {
  const { access } = useSession();
  const state = (useLocation().state ?? {}) as LobbyRouteState;
  const name = access.status === 'signedIn' ? access.user.name : '';
  const topic = state.topic ?? readStorage(storageKeys.topic) ?? '';
  const difficulty = state.difficulty && isDifficulty(state.difficulty) ? state.difficulty : undefined;
  return <LobbyScreen defaultName={name} defaultTopic={topic} defaultDifficulty={difficulty} />;
}

/** /multiplayer/game/{roomId} (spec §2). */
export function MultiplayerGameRoute() {
  const room = (useParams().roomId ?? '').trim().toUpperCase();
  return <GameScreen key={room} room={room} />;
}
