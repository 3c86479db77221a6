import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { createRoomSocket } from '@/lib/socket';
import { RoomConnectionContext, type ConnectionStatus } from '../hooks/room-connection-context';
import { MULTIPLAYER_MESSAGES } from '../multiplayer-messages';
import './multiplayer.css';

/**
 * Owns the socket for the lobby and the game: one connection from the lobby into the game (so startGame's
 * navigation keeps it), closed when the player leaves multiplayer (spec §4: leaving disconnects).
 */
export function MultiplayerLayout() {
  const [socket] = useState(createRoomSocket);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [connections, setConnections] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    const current = socket;
    const onConnect = () => {
      setStatus('connected');
      setRefusal(null);
      setConnections((count) => count + 1);
    };
    const onDisconnect = () => setStatus(current.active ? 'reconnecting' : 'closed');
    const onConnectError = (error: Error) => {
      // A refusal by the server's handshake check is final; a network failure is retried by socket.io.
      if (current.active) return setStatus((was) => (was === 'connecting' ? 'connecting' : 'reconnecting'));
      setStatus('refused');
      setRefusal(error.message);
    };
    current.on('connect', onConnect);
    current.on('disconnect', onDisconnect);
    current.on('connect_error', onConnectError);
    current.connect();
    return () => {
      current.off('connect', onConnect);
      current.off('disconnect', onDisconnect);
      current.off('connect_error', onConnectError);
      current.disconnect();
    };
  }, [socket]);

  return (
    <RoomConnectionContext value={{ socket, status, connections, refusal }}>
      <div className="mp">
        {status === 'reconnecting' ? (
          <p className="mp-banner" role="status">
            <span className="mp-spinner" aria-hidden="true" />
            {MULTIPLAYER_MESSAGES.reconnecting}
          </p>
        ) : null}
        <Alert>
          {status === 'refused'
            ? `${MULTIPLAYER_MESSAGES.refused}${refusal ? ` (${refusal})` : ''} Sign in again, then come back.`
            : null}
        </Alert>
        <Outlet />
      </div>
    </RoomConnectionContext>
  );
}
