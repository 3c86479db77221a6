import { z } from 'zod';

/**
 * Every way the server can refuse a socket command. Stable codes, so the web can word them; `message` is for
 * people and never carries an internal detail.
 */
export const roomErrorCodeSchema = z.enum([
  /** The payload failed its schema (junk, wrong types, too long). */
  'INVALID_PAYLOAD',
  /** The connection carries no valid session or guest token (also the `connect_error` message). */
  'UNAUTHENTICATED',
  /** Too many commands from this connection in a short time. */
  'RATE_LIMITED',
  /** Too many unknown room ids tried from this connection or address: room ids are not to be guessed. */
  'TOO_MANY_GUESSES',
  'ROOM_NOT_FOUND',
  'ROOM_FULL',
  /** The game has started and the host turned late join off, or the game is over. */
  'ROOM_LOCKED',
  /** Another player of the room already has this name (ignoring case). */
  'NAME_TAKEN',
  /** The host removed this account or guest from the room: it cannot come back into that game. */
  'KICKED',
  /** The command needs a player of the room and this connection is not one (join the room first). */
  'NOT_IN_ROOM',
  /** A host command sent by someone who is not the room's host. */
  'NOT_HOST',
  /** The command does not fit the room's phase (start twice, next while a question is open, ...). */
  'WRONG_PHASE',
  /** Start with nobody in the room to play. */
  'NO_PLAYERS',
  /** The player has answered this question already: one answer per player per question. */
  'ALREADY_ANSWERED',
  /** No question is open: its deadline passed, everyone answered, or the host moved on. */
  'QUESTION_CLOSED',
  /** The answer names none of the four options (spec §5's correct-answer rule found no letter). */
  'UNRECOGNISED_ANSWER',
  /** No questions could be prepared for the topic (the question service came back empty). */
  'QUESTIONS_UNAVAILABLE',
  /** The server could not complete the command just now; sending it again is safe. */
  'TRY_AGAIN',
]);
export type RoomErrorCode = z.infer<typeof roomErrorCodeSchema>;

export const roomErrorSchema = z.object({ code: roomErrorCodeSchema, message: z.string() });
export type RoomError = z.infer<typeof roomErrorSchema>;

/** Every client → server event is acknowledged with exactly one of these. */
export type RoomAck<Data> = { data: Data; error?: undefined } | { data?: undefined; error: RoomError };

export function roomAckSchema<Data extends z.ZodType>(data: Data) {
  return z.union([z.object({ data }), z.object({ error: roomErrorSchema })]);
}
