/** What the stats of spec §9 need from an answer record (session or history). */
export interface ScoredAnswer {
  isCorrect: boolean;
  /** Seconds. */
  timeTaken: number;
  subtopic: string;
}

export interface SessionStats {
  correct: number;
  total: number;
  /** correct / total as a whole percent, rounded half up; 0 with no answers. */
  accuracyPercent: number;
  /** Mean time per answer in seconds, to one decimal; 0 with no answers. */
  averageTimeSeconds: number;
  /** The longest run of consecutive correct answers, in the order given. */
  bestStreak: number;
}

/** Spec §9: score correct/total, rounded accuracy percent, average time in seconds, best streak. */
export function sessionStats(answers: readonly ScoredAnswer[]): SessionStats {
  const total = answers.length;
  let correct = 0;
  let totalTime = 0;
  let streak = 0;
  let bestStreak = 0;
  for (const answer of answers) {
    totalTime += answer.timeTaken;
    if (answer.isCorrect) {
      correct += 1;
      streak += 1;
      bestStreak = Math.max(bestStreak, streak);
    } else {
      streak = 0;
    }
  }
  return {
    correct,
    total,
    accuracyPercent: total === 0 ? 0 : Math.round((correct / total) * 100),
    averageTimeSeconds: total === 0 ? 0 : Math.round((totalTime / total) * 10) / 10,
    bestStreak,
  };
}

interface SubtopicTally {
  name: string;
  correct: number;
  total: number;
  firstSeen: number;
}

/**
 * Spec §9: the subtopic with the lowest accuracy, or null when no answer names one.
 *
 * Subtopics are compared trimmed and without case, and keep the spelling first seen. Ties on accuracy go to
 * the subtopic with more answers (more evidence that it is weak: 0 of 3 is weaker than 0 of 1), then to the
 * one played first, so the same answers always give the same subtopic.
 */
export function weakestSubtopic(answers: readonly ScoredAnswer[]): string | null {
  const tallies = new Map<string, SubtopicTally>();
  answers.forEach((answer, index) => {
    const name = answer.subtopic.trim();
    if (!name) return;
    const key = name.toLowerCase();
    const tally = tallies.get(key) ?? { name, correct: 0, total: 0, firstSeen: index };
    tally.total += 1;
    if (answer.isCorrect) tally.correct += 1;
    tallies.set(key, tally);
  });
  let weakest: SubtopicTally | null = null;
  for (const tally of tallies.values()) {
    if (weakest === null || isWeaker(tally, weakest)) weakest = tally;
  }
  return weakest?.name ?? null;
}

function isWeaker(candidate: SubtopicTally, current: SubtopicTally): boolean {
  // Cross-multiplied so that equal accuracies compare equal without floating-point error.
  const candidateAccuracy = candidate.correct * current.total;
  const currentAccuracy = current.correct * candidate.total;
  if (candidateAccuracy !== currentAccuracy) return candidateAccuracy < currentAccuracy;
  if (candidate.total !== current.total) return candidate.total > current.total;
  return candidate.firstSeen < current.firstSeen;
}
