import { normalizeTopic } from '../quiz/topic.rules.js';

/** One judged answer, as much of it as a streak needs. */
export interface StreakAnswer {
  isCorrect: boolean;
  /** null: the timer ran out, which never counts as correct whatever else was recorded. */
  selectedAnswer: string | null;
  answeredAt: string;
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

/** Folds one answer, in answer order, into the player's streak for its topic. */
export function evolveTopicStreak(streak: TopicStreak, answer: StreakAnswer): TopicStreak {
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
 * `playerTopicId`); returns only the touched ones. The streak projection calls it once per batch of events.
 */
export function foldPlayerTopicStreaks(
  answers: readonly TopicAnswer[],
  known: ReadonlyMap<string, PlayerTopicStreak> = new Map(),
): PlayerTopicStreak[] {
  const touched = new Map<string, PlayerTopicStreak>();
  for (const answer of answers) {
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
