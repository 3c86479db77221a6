import { createContext, useContext } from 'react';
import type { RoomSocket } from '@/lib/socket';

/** 'closed': the server ended this connection on purpose (e.g. the host removed the player). */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'refused' | 'closed';

export interface RoomConnection {
  socket: RoomSocket;
  status: ConnectionStatus;
  /** Counts connections made, so screens can ask for the room again after each reconnect. */
  connections: number;
  /** Why the server refused the connection (status 'refused'). */
  refusal: string | null;
}

export const RoomConnectionContext = createContext<RoomConnection | null>(null);

export function useRoomConnection(): RoomConnection {
  const connection = useContext(RoomConnectionContext);
  if (!connection) throw new Error('useRoomConnection needs the multiplayer layout around it');
  return connection;
}
