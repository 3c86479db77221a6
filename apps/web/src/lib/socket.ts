import { io, type Socket } from 'socket.io-client';
import { getStoredToken } from './api-client';

/**
 * The one socket.io connection to the same-origin api (spec §9: path /socket.io,
 * timeout 20000 ms, reconnect delay 1000 to 5000 ms). Created lazily by the screens that
 * need it (multiplayer) and closed when they leave.
 */
let socket: Socket | null = null;

export function getSocket(): Socket {
  if (!socket) {
    socket = io({
      path: '/socket.io',
      autoConnect: false,
      timeout: 20000,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      auth: (cb) => {
        const token = getStoredToken();
        cb(token ? { token } : {});
      },
    });
  }
  return socket;
}

export function disconnectSocket(): void {
  socket?.disconnect();
  socket = null;
}
