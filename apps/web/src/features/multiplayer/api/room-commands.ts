import {
  roomErrorSchema,
  type RoomAck,
  type RoomClientEventName,
  type RoomClientToServerEvents,
  type RoomError,
} from '@quiz/contracts';
import type { RoomSocket } from '@/lib/socket';
import { MULTIPLAYER_MESSAGES } from '../multiplayer-messages';

/** Longer than any command takes on a healthy server, short enough that a player is not left waiting in silence. */
export const ACK_TIMEOUT_MS = 10_000;

type PayloadOf<E extends RoomClientEventName> = Parameters<RoomClientToServerEvents[E]>[0];
type DataOf<E extends RoomClientEventName> =
  Parameters<Parameters<RoomClientToServerEvents[E]>[1]>[0] extends RoomAck<infer Data> ? Data : never;

export type CommandResult<Data> = { ok: true; data: Data } | { ok: false; error: RoomError };

const noReply: RoomError = { code: 'TRY_AGAIN', message: MULTIPLAYER_MESSAGES.noReply };

/**
 * Sends one command and waits for its acknowledgement (`{data}` or `{error: {code, message}}`). No reply in time,
 * or a reply of the wrong shape, reads as TRY_AGAIN: every command is safe to send again.
 */
export async function sendCommand<E extends RoomClientEventName>(
  socket: RoomSocket,
  event: E,
  payload: PayloadOf<E>,
): Promise<CommandResult<DataOf<E>>> {
  let reply: unknown;
  try {
    // socket.io's typing of emitWithAck cannot follow a generic event name; the map above keeps both ends checked.
    const timed = socket.timeout(ACK_TIMEOUT_MS);
    const emit = timed.emitWithAck.bind(timed) as unknown as (
      name: E,
      body: PayloadOf<E>,
    ) => Promise<RoomAck<DataOf<E>>>;
    reply = await emit(event, payload);
  } catch {
    return { ok: false, error: noReply };
  }
  if (reply && typeof reply === 'object') {
    const { data, error } = reply as { data?: DataOf<E>; error?: unknown };
    if (error !== undefined) {
      const parsed = roomErrorSchema.safeParse(error);
      return { ok: false, error: parsed.success ? parsed.data : noReply };
    }
    if (data !== undefined) return { ok: true, data };
  }
  return { ok: false, error: noReply };
}
