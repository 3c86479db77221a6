import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { useGame } from '../hooks/use-game';
import { MULTIPLAYER_MESSAGES } from '../multiplayer-messages';
import { HostGame } from './host-game';
import { PlayerGame } from './player-game';

/** 'Multiplayer Game' (spec §2) for `/multiplayer/game/{roomId}`: the host's screen or a player's. */
export function GameScreen({ room }: { room: string }) {
  const game = useGame(room);
  const { state, joined, error } = game;

  if (state.kicked) {
    return (
      <section className="mp-ended">
        <h1 className="mp-title">Multiplayer Game</h1>
        <Alert>{MULTIPLAYER_MESSAGES.kicked}</Alert>
        <Link to="/multiplayer/lobby">Back to the lobby</Link>
      </section>
    );
  }

  return (
    <div className="mp-screen">
      <h1 className="visually-hidden">Multiplayer Game</h1>
      <Alert>{error}</Alert>
      {joined === 'refused' ? (
        <p>
          <Link to="/multiplayer/lobby">Back to the lobby</Link>
        </p>
      ) : joined === 'joining' ? (
        <p className="mp-waiting__text" role="status">
          <span className="mp-spinner" aria-hidden="true" />
          Joining room {room}…
        </p>
      ) : state.isHost ? (
        <HostGame game={game} />
      ) : (
        <PlayerGame game={game} />
      )}
    </div>
  );
}
