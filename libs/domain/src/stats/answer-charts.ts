/**
 * The series behind the profile's charts (issue 6): accuracy over time, accuracy by topic and by subtopic,
 * and how long answers took. Pure shaping of answer records already in playing order (oldest first).
 */

/** What the charts need from an answer record. */
export interface ChartedAnswer {
  sessionId: string;
  topic: string;
  subtopic: string;
  isCorrect: boolean;
  /** Seconds. */
  timeTaken: number;
  /** ISO date-time. */
  playedAt: string;
}

export interface AccuracyPoint {
  /** 1 for the first round played, 2 for the next… */
  round: number;
  sessionId: string;
  topic: string;
  /** When the round's first answer was played (ISO date-time). */
  startedAt: string;
  correct: number;
  total: number;
  accuracyPercent: number;
}

export interface GroupAccuracy {
  name: string;
  correct: number;
  total: number;
  accuracyPercent: number;
}

export interface TimeBucket {
  /** Inclusive lower bound in seconds. */
  fromSeconds: number;
  /** Exclusive upper bound in seconds; null for the open last bucket. */
  toSeconds: number | null;
  correct: number;
  incorrect: number;
}

/** Whole percent, rounded half up like the stats panel (spec §9); 0 of 0 is 0. */
function percent(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((correct / total) * 100);
}

/**
 * Accuracy per round, in the order played. A round is a run of consecutive answers with the same session id,
 * so each point is one round the player remembers playing rather than an arbitrary window of answers.
 */
export function accuracyOverTime(answers: readonly ChartedAnswer[]): AccuracyPoint[] {
  const points: AccuracyPoint[] = [];
  let current: AccuracyPoint | null = null;
  for (const answer of answers) {
    if (current === null || current.sessionId !== answer.sessionId) {
      current = {
        round: points.length + 1,
        sessionId: answer.sessionId,
        topic: answer.topic,
        startedAt: answer.playedAt,
        correct: 0,
        total: 0,
        accuracyPercent: 0,
      };
      points.push(current);
    }
    current.total += 1;
    if (answer.isCorrect) current.correct += 1;
    current.accuracyPercent = percent(current.correct, current.total);
  }
  return points;
}

/**
 * Accuracy per topic or per subtopic, most played first (then first played), so a chart cut to its first
 * bars still shows where most answers went. Names compare trimmed and without case and keep the spelling
 * first seen, as the weakest subtopic does; answers without a name are left out.
 */
export function accuracyBy(answers: readonly ChartedAnswer[], field: 'topic' | 'subtopic'): GroupAccuracy[] {
  const groups = new Map<string, GroupAccuracy & { firstSeen: number }>();
  answers.forEach((answer, index) => {
    const name = answer[field].trim();
    if (!name) return;
    const key = name.toLowerCase();
    const group = groups.get(key) ?? { name, correct: 0, total: 0, accuracyPercent: 0, firstSeen: index };
    group.total += 1;
    if (answer.isCorrect) group.correct += 1;
    group.accuracyPercent = percent(group.correct, group.total);
    groups.set(key, group);
  });
  return [...groups.values()]
    .sort((a, b) => b.total - a.total || a.firstSeen - b.firstSeen)
    .map(({ name, correct, total, accuracyPercent }) => ({ name, correct, total, accuracyPercent }));
}

/** The question timer is 15 s (spec §9): five 3-second buckets, then one for the timer's end and beyond. */
export const ANSWER_TIME_BUCKET_SECONDS = 3;
export const ANSWER_TIME_LIMIT_SECONDS = 15;

/** How many answers, right and wrong, took 0–3 s, 3–6 s … 12–15 s, and 15 s or more. */
export function answerTimeDistribution(answers: readonly ChartedAnswer[]): TimeBucket[] {
  const count = ANSWER_TIME_LIMIT_SECONDS / ANSWER_TIME_BUCKET_SECONDS;
  const buckets: TimeBucket[] = Array.from({ length: count + 1 }, (_, i) => ({
    fromSeconds: i * ANSWER_TIME_BUCKET_SECONDS,
    toSeconds: i < count ? (i + 1) * ANSWER_TIME_BUCKET_SECONDS : null,
    correct: 0,
    incorrect: 0,
  }));
  for (const answer of answers) {
    const seconds = Math.max(0, answer.timeTaken);
    const index = Math.min(count, Math.floor(seconds / ANSWER_TIME_BUCKET_SECONDS));
    const bucket = buckets[index]!;
    if (answer.isCorrect) bucket.correct += 1;
    else bucket.incorrect += 1;
  }
  return buckets;
}
