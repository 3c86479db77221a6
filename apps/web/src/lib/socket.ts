import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, type RoomClientToServerEvents, type RoomServerToClientEvents } from '@quiz/contracts';
import { getStoredToken } from './api-client';
import { readStorage, storageKeys } from './storage';

/** The socket typed by the contracts' event map: every emit and listener is checked against it. */
export type RoomSocket = Socket<RoomServerToClientEvents, RoomClientToServerEvents>;

/** The handshake carries the same token as HTTP: the account's session token, or else the guest token. */
function handshakeToken(): string | null {
  return getStoredToken() ?? readStorage(storageKeys.guestToken);
}

/**
 * A socket.io connection to the same-origin api (spec §9: path /socket.io, timeout 20000 ms, reconnect delay 1000
 * to 5000 ms). The multiplayer screens make one, connect it while they are open and disconnect it when the player
 * leaves them.
 */
export function createRoomSocket(): RoomSocket {
  return io({
    path: SOCKET_PATH,
    autoConnect: false,
    timeout: 20000,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    // Read at every (re)connection, so a refreshed token is the one sent.
    auth: (cb) => {
      const token = handshakeToken();
      cb(token ? { token } : {});
    },
  });
}
