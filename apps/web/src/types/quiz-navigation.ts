import type { AnswerRecord } from '@quiz/contracts';

export type Difficulty = 'easy' | 'medium' | 'hard';

/**
 * What /play hands to /result on Finish (spec §2: "state answers, round, topic and difficulty"). Kept in the
 * router's history state, so a reload of /result still shows the session; a visit without it opens History.
 */
export interface ResultRouteState {
  answers: AnswerRecord[];
  round: number;
  topic: string;
  difficulty: Difficulty;
  /** A guest's sealed key of each question (ADR 0130), by id: Retake Incorrect hands them back (ADR 0173). */
  sealedKeys?: Record<string, string>;
}
