export type Difficulty = 'easy' | 'medium' | 'hard';

export interface GeneratedQuestion {
  /** Stable per fact (e.g. 'geo:capital:FR'), so history and excludeIds work across sessions. */
  id: string;
  question: string;
  options: [string, string, string, string];
  correctIndex: 0 | 1 | 2 | 3;
  explanation: string;
  subtopic: string;
  difficulty: Difficulty;
  topicKey: string;
  source: string;
}

export interface OfflineRequest {
  topic: string;
  difficulty: Difficulty;
  subtopic?: string;
  batchSize: number;
  excludeIds?: ReadonlySet<string>;
  /** Question texts to leave out, normalised by the domain's normalizeQuestionText (what a player has seen). */
  avoidTexts?: ReadonlySet<string>;
  random: () => number;
}

export type OfflineResult =
  | { kind: 'questions'; topicKey: string; questions: GeneratedQuestion[]; exhausted: boolean }
  | { kind: 'unknown-topic'; message: string; closestTopics: string[] };

/**
 * A question before its options are drawn. Data generators give a pool of plausible wrong answers,
 * most plausible first, so each play can draw different distractors while the fact (and id) stays fixed.
 */
export interface QuestionSpec {
  id: string;
  question: string;
  answer: string;
  /**
   * Other answers that are just as right (any neighbour of a country, say). One of them is drawn per play;
   * the distractors are wrong for all of them and the explanation covers all of them.
   */
  alternativeAnswers?: readonly string[];
  distractors: readonly string[];
  explanation: string;
  subtopic: string;
  difficulty: Difficulty;
  source: string;
  /** Questions sharing a group (e.g. one country) are kept apart within a batch where possible. */
  group?: string;
  /** Lets a topic take a slice of a source, e.g. 'capitals' or 'continent:Europe'. */
  tags?: readonly string[];
}

export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];

export function shiftDifficulty(base: Difficulty, by: number): Difficulty {
  const i = Math.min(2, Math.max(0, DIFFICULTIES.indexOf(base) + by));
  return DIFFICULTIES[i] ?? base;
}
