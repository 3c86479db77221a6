import { Inject, Logger } from '@nestjs/common';
import {
  WebSocketGateway,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
} from '@nestjs/websockets';
import {
  SOCKET_MAX_MESSAGE_BYTES,
  SOCKET_PATH,
  type RoomClientEventName,
  type RoomError,
} from '@quiz/contracts';
import type { Socket } from 'socket.io';
import type { AppConfig } from '../../../config/app-config.js';
import { ShutdownSignal } from '../../../infra/lifecycle/shutdown-signal.js';
import { APP_CONFIG, SESSION_VERIFIER } from '../../../infra/tokens.js';
import type { SessionVerifier } from '../../accounts/auth/session-verifier.js';
import { GUEST_TOKENS } from '../../access/access.tokens.js';
import { GuestTokens } from '../../access/guests/guest-tokens.js';
import { ROOM_GUESS_LIMITS } from '../rooms.tokens.js';
import { RoomBroadcaster, type RoomServer } from '../room-broadcaster.js';
import type { RoomCaller } from '../room-caller.js';
import { RoomFlows } from '../room-flows.js';
import { RoomCommandRouter } from './room-command.router.js';
import { CommandBucket, RoomGuessLimits } from './socket-limits.js';
import { callerOf, SocketRefusal } from './socket-auth.js';
import { toRoomError } from './room-errors.js';

const COMMANDS = new Set<string>([
  'createRoom',
  'joinRoom',
  'joinGame',
  'answer',
  'startGame',
  'next',
  'kick',
  'endGame',
]);

type Ack = (reply: { data: unknown } | { error: RoomError }) => void;

interface SocketData {
  caller: RoomCaller;
  bucket: CommandBucket;
}

/**
 * The multiplayer socket (spec §7, §9: path /socket.io). Thin: it authenticates the handshake, limits and
 * validates each command, hands it to the router, and acknowledges `{data}` or `{error}`.
 */
@WebSocketGateway({
  path: SOCKET_PATH,
  serveClient: false,
  maxHttpBufferSize: SOCKET_MAX_MESSAGE_BYTES,
})
export class RoomsGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger('RoomsGateway');

  constructor(
    private readonly broadcaster: RoomBroadcaster,
    private readonly flows: RoomFlows,
    private readonly router: RoomCommandRouter,
    @Inject(SESSION_VERIFIER) private readonly sessions: SessionVerifier,
    @Inject(GUEST_TOKENS) private readonly guests: GuestTokens,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ROOM_GUESS_LIMITS) private readonly guesses: RoomGuessLimits,
    private readonly shutdown: ShutdownSignal,
  ) {}

  afterInit(server: RoomServer): void {
    this.broadcaster.attach(server);
    server.use((socket, next) => {
      callerOf(socket, this.sessions, this.guests, this.config).then(
        (caller) => {
          const data: SocketData = { caller, bucket: new CommandBucket(this.config.rooms.commandsPerSecond) };
          socket.data = data;
          next();
        },
        (error: unknown) => {
          if (error instanceof SocketRefusal) return next(error);
          this.logger.error(`handshake check failed: ${String(error)}`);
          next(new SocketRefusal('Could not check your session; please try again.'));
        },
      );
    });
    this.flows.startJobs().catch((error: unknown) => this.logger.error(`room jobs: ${String(error)}`));
  }

  handleConnection(socket: Socket): void {
    const { caller, bucket } = socket.data as SocketData;
    socket.use(([event, ...args], next) => {
      const ack = args.at(-1);
      const answer = typeof ack === 'function' ? (ack as Ack) : undefined;
      // Events of another gateway on this server pass; nobody listening means junk.
      if (!COMMANDS.has(event) && socket.listeners(event).length > 0) return next();
      if (!COMMANDS.has(event)) {
        answer?.({
          error: { code: 'INVALID_PAYLOAD', message: `Unknown event '${String(event).slice(0, 40)}'.` },
        });
        return;
      }
      const taken = bucket.take();
      if (taken === 'drop') return void socket.disconnect(true);
      if (taken === 'refused') {
        answer?.({ error: { code: 'RATE_LIMITED', message: 'Too many messages; slow down.' } });
        return;
      }
      next();
    });
    for (const name of COMMANDS) {
      socket.on(name, (payload: unknown, ack: unknown) => {
        // Nothing to acknowledge to: a junk message, ignored.
        if (typeof ack !== 'function') return;
        this.router
          .handle(name as RoomClientEventName, socket, caller, payload)
          .then((data) => (ack as Ack)({ data }))
          .catch((error: unknown) => (ack as Ack)({ error: toRoomError(error, this.logger) }));
      });
    }
  }

  handleDisconnect(socket: Socket): void {
    const data = socket.data as SocketData | undefined;
    if (!data?.caller) return;
    this.guesses.forget(socket.id);
    // A node that stops closes its sockets as a lost connection: the players reconnect to another node and carry
    // on, so they have not left (ADR 0166).
    if (this.shutdown.begun) return;
    this.router.disconnected(socket, data.caller).catch((error: unknown) => {
      this.logger.warn(`leave after disconnect: ${String(error)}`);
    });
  }
}
