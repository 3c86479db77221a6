/** The lobby's client-side checks (spec §5, Multiplayer): their messages are the spec's silence, so none. */

import { QUESTION_COUNT, ROOM_ID_LENGTH } from '@quiz/contracts';

export {
  PARTICIPANT_NAME_MAX_LENGTH as MAX_NAME_LENGTH,
  QUESTION_COUNT,
  ROOM_ID_LENGTH,
  SECONDS_PER_QUESTION,
} from '@quiz/contracts';

/** The host picks the time per question from these (the server accepts 5–120 s; 15 s is the default). */
export const SECONDS_PER_QUESTION_CHOICES = [10, 15, 20, 30, 45, 60] as const;

/** Create Room needs a non-blank trimmed name. */
export const canCreateRoom = (name: string): boolean => name.trim().length > 0;

/** Join Room needs a non-blank name and room id. */
export const canJoinRoom = (name: string, roomId: string): boolean =>
  name.trim().length > 0 && roomId.trim().length > 0;

/**
 * What the Room ID box keeps of what was typed or pasted: letters and digits, upper-cased as typed, at most six.
 * Spaces and dashes people add when reading an id aloud ("ABC-123") are dropped rather than refused.
 */
export function typedRoomId(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, ROOM_ID_LENGTH);
}

/** The question count the host asked for, kept in the 1–30 range the server accepts. */
export function clampQuestionCount(value: number): number {
  if (!Number.isFinite(value)) return QUESTION_COUNT.default;
  return Math.min(QUESTION_COUNT.max, Math.max(QUESTION_COUNT.min, Math.round(value)));
}
