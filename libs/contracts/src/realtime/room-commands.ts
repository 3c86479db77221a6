import { z } from 'zod';
import { topicSchema } from '../http/questions.js';

/** Room ids: 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L, 5/S, 2/Z, 8/B, U/V). */
export const ROOM_ID_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
export const ROOM_ID_LENGTH = 6;
export const PARTICIPANT_NAME_MAX_LENGTH = 20;
export const QUESTION_COUNT = { min: 1, max: 30, default: 10 } as const;
export const SECONDS_PER_QUESTION = { min: 5, max: 120, default: 15 } as const;
/** Used when the host names no topic. */
export const DEFAULT_ROOM_TOPIC = 'General Knowledge';

/** People type room ids: case and surrounding spaces do not matter. */
export const roomIdSchema = z
  .string({ message: 'Room ID is required' })
  .max(64, 'Room ID is not valid')
  .transform((raw) => raw.trim().toUpperCase())
  .pipe(
    z
      .string()
      .length(ROOM_ID_LENGTH, `Room ID has ${ROOM_ID_LENGTH} characters`)
      .regex(new RegExp(`^[${ROOM_ID_ALPHABET}]+$`), 'Room ID is not valid'),
  );

/** 'Your name': trimmed, 1 to 20 characters (uniqueness in the room, ignoring case, is the server's). */
export const participantNameSchema = z
  .string({ message: 'Your name is required' })
  .max(200, `Your name must be ${PARTICIPANT_NAME_MAX_LENGTH} characters or less`)
  .transform((raw) => raw.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, 'Your name is required')
      .max(
        PARTICIPANT_NAME_MAX_LENGTH,
        `Your name must be ${PARTICIPANT_NAME_MAX_LENGTH} characters or less`,
      ),
  );

export const createRoomSchema = z.strictObject({
  username: participantNameSchema,
  topic: topicSchema.optional(),
  difficulty: z.enum(['easy', 'medium', 'hard']).default('medium'),
  questionCount: z
    .number()
    .int()
    .min(QUESTION_COUNT.min)
    .max(QUESTION_COUNT.max)
    .default(QUESTION_COUNT.default),
  secondsPerQuestion: z
    .number()
    .int()
    .min(SECONDS_PER_QUESTION.min)
    .max(SECONDS_PER_QUESTION.max)
    .default(SECONDS_PER_QUESTION.default),
  /** Players may join a running game, scoring from their next question (on by default). */
  lateJoin: z.boolean().default(true),
});
export type CreateRoomPayload = z.input<typeof createRoomSchema>;
export type CreateRoomCommand = z.output<typeof createRoomSchema>;

export const joinRoomSchema = z.strictObject({ room: roomIdSchema, username: participantNameSchema });
export type JoinRoomPayload = z.input<typeof joinRoomSchema>;

export const roomOnlySchema = z.strictObject({ room: roomIdSchema });
/** joinGame, startGame, next and endGame carry only the room. */
export type RoomOnlyPayload = z.input<typeof roomOnlySchema>;

/** 'Your answer': a letter A-D, a digit 1-4 or an option's text (spec §5), trimmed and not blank. */
export const answerSchema = z.strictObject({
  room: roomIdSchema,
  answer: z
    .string({ message: 'An answer is required' })
    .max(500, 'The answer is too long')
    .transform((raw) => raw.trim())
    .pipe(z.string().min(1, 'An answer is required')),
});
export type AnswerPayload = z.input<typeof answerSchema>;

export const kickSchema = z.strictObject({ room: roomIdSchema, participant: participantNameSchema });
export type KickPayload = z.input<typeof kickSchema>;
