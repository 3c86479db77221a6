import { letterOf, resolveAnswerKey } from '../questions/answer-key.rules.js';
import { roomErrors } from './room.errors.js';
import type { AnswerSubmitted, IdentityKey } from './room.events.js';
import type { RoomState } from './room.state.js';

export interface SubmitAnswer {
  key: IdentityKey;
  /** What the player typed or pressed: a letter A-D, a digit 1-4 or an option's text (spec §5). */
  answer: string;
  now: number;
}

/**
 * Decides an answer against the room as last read. Recorded in the question's answers stream under an id
 * derived from the player and the question, so a second answer of the same player is never stored (ADR 0140).
 */
export function decideAnswer(state: RoomState, command: SubmitAnswer): AnswerSubmitted {
  if (!state.exists) throw roomErrors.notFound();
  if (state.kicked.has(command.key)) throw roomErrors.kicked();
  const player = state.players.get(command.key);
  if (!player) throw roomErrors.notInRoom();
  const open = state.current;
  if (state.phase !== 'question' || !open || command.now >= open.deadline) throw roomErrors.questionClosed();
  if (player.firstQuestion > open.number) throw roomErrors.lateForQuestion();
  const question = state.questions[open.number - 1]!;
  const index = resolveAnswerKey(command.answer, question.options);
  if (index === null) throw roomErrors.unrecognisedAnswer();
  return {
    type: 'AnswerSubmitted',
    data: {
      key: command.key,
      number: open.number,
      letter: letterOf(index),
      elapsedMs: Math.max(0, command.now - open.openedAt),
      at: command.now,
    },
  };
}

/**
 * Of answers to one question submitted together, the ones to record: each player's first, unless the player is
 * known to have answered already. A player's first answer is the one that counts (ADR 0140); the rest would be
 * refused by the store anyway, so they are not sent.
 */
export function firstAnswers<T extends { key: IdentityKey }>(
  submitted: readonly T[],
  answeredBefore: (key: IdentityKey) => boolean,
): Set<T> {
  const keys = new Set<IdentityKey>();
  const first = new Set<T>();
  for (const answer of submitted) {
    if (keys.has(answer.key) || answeredBefore(answer.key)) continue;
    keys.add(answer.key);
    first.add(answer);
  }
  return first;
}

/** Whether question `number` is the one open for answers: no close of it has begun. */
export function isQuestionOpen(state: RoomState, number: number): boolean {
  return state.phase === 'question' && state.current?.number === number;
}

/**
 * Where a recorded answer stands, judged on the room read again after recording it. `open`: no close has begun,
 * so the results, read after the close begins, will include it. `closing`: a close began and may have read the
 * answers already: wait for the results — unless the answer's revision in the question's stream (when known) is
 * among the answers the closer had read, which are in the results by construction. Then `counted` or
 * `not-counted`, by the results.
 */
export function answerStanding(
  state: RoomState,
  key: IdentityKey,
  number: number,
  answerRevision?: number,
): 'open' | 'closing' | 'counted' | 'not-counted' {
  if (isQuestionOpen(state, number)) return 'open';
  if (state.current?.number === number && state.phase === 'closing')
    return answerRevision !== undefined && answerRevision < (state.current.answersSeen ?? 0)
      ? 'counted'
      : 'closing';
  return state.players.get(key)?.counted.includes(number) ? 'counted' : 'not-counted';
}
