import { normalizeTopic } from '../quiz/topic.rules.js';

/** One judged answer, as much of it as a streak needs. */
export interface StreakAnswer {
  isCorrect: boolean;
  /** null: the timer ran out, which never counts as correct whatever else was recorded. */
  selectedAnswer: string | null;
  answeredAt: string;
  /**
   * The question had been asked to the player before (a spaced-repetition repeat or a Retake Incorrect,
   * ADR 0191): absent or false on a first answer.
   */
  repeat?: boolean;
}

/** A player's run of correct answers in one topic (spec §9: the longest run of consecutive correct answers). */
export interface TopicStreak {
  /** Correct answers since the last wrong or timed-out one. */
  current: number;
  best: number;
  /** When the best run first reached its length: earlier ranks first among equal streaks. */
  bestReachedAt: string | null;
}

export const initialTopicStreak = (): TopicStreak => ({ current: 0, best: 0, bestReachedAt: null });

export const countsAsCorrect = (answer: Pick<StreakAnswer, 'isCorrect' | 'selectedAnswer'>): boolean =>
  answer.isCorrect && answer.selectedAnswer !== null;

/**
 * Whether an answer counts toward the player's records (ADR 0191): the topic streak, the leaderboard and the
 * profile's figures. An answer to a question the player was already asked keeps its verdict and its points in
 * the round, but a known answer is no feat: it neither extends nor breaks a recorded run.
 */
export const countsTowardRecords = (answer: { repeat?: boolean }): boolean => answer.repeat !== true;

/** The answers the player's records are made of, in the order given: first answers only (ADR 0191). */
export const recordedAnswers = <T extends { repeat?: boolean }>(answers: readonly T[]): T[] =>
  answers.filter(countsTowardRecords);

/**
 * Folds one answer, in answer order, into the player's streak for its topic. A repeat changes nothing
 * (ADR 0191).
 */
export function evolveTopicStreak(streak: TopicStreak, answer: StreakAnswer): TopicStreak {
  if (!countsTowardRecords(answer)) return streak;
  if (!countsAsCorrect(answer)) return { ...streak, current: 0 };
  const current = streak.current + 1;
  return current > streak.best
    ? { current, best: current, bestReachedAt: answer.answeredAt }
    : { ...streak, current };
}

/** The key answers of one topic share: "Space", " space " and "SPACE" are one topic on the leaderboard. */
export const streakTopicKey = (topic: string): string => normalizeTopic(topic).toLowerCase();

export interface TopicAnswer extends StreakAnswer {
  userId: string;
  topic: string;
}

export interface PlayerTopicStreak extends TopicStreak {
  userId: string;
  topicKey: string;
  /** The topic as the player first named it. */
  topic: string;
}

/** The identity of a player's streak in a topic. */
export const playerTopicId = (userId: string, topicKey: string) => JSON.stringify([userId, topicKey]);

/**
 * Folds answers, in answer order, into the streaks they touch, starting from the streaks already known (by
 * `playerTopicId`); returns only the touched ones. Repeats are passed over (ADR 0191). The streak projection calls it once per batch of events.
 */
export function foldPlayerTopicStreaks(
  answers: readonly TopicAnswer[],
  known: ReadonlyMap<string, PlayerTopicStreak> = new Map(),
): PlayerTopicStreak[] {
  const touched = new Map<string, PlayerTopicStreak>();
  for (const answer of answers) {
    // A repeat touches nothing (ADR 0191): not even the name a new streak takes from its first answer.
    if (!countsTowardRecords(answer)) continue;
    const topicKey = streakTopicKey(answer.topic);
    const id = playerTopicId(answer.userId, topicKey);
    const before = touched.get(id) ??
      known.get(id) ?? {
        userId: answer.userId,
        topicKey,
        topic: normalizeTopic(answer.topic),
        ...initialTopicStreak(),
      };
    touched.set(id, { ...before, ...evolveTopicStreak(before, answer) });
  }
  return [...touched.values()];
}
