/** A question the player has never been issued: what a round is made of while the topic has any. */
export interface FreshQuestion {
  questionId: string;
  subtopic: string;
}

/** A question of the topic the player was issued before, with what they last did with it. */
export interface SeenQuestion {
  questionId: string;
  subtopic: string;
  /** When it was last issued to the player (epoch ms). */
  lastIssuedAt: number;
  /** The player's latest answer to it (epoch ms); null when it was issued but never answered. */
  lastAnswer: { correct: boolean; at: number } | null;
}

export interface RoundFillRequest {
  count: number;
  /** In the order the sources gave them; already chosen for the round, so they come first as given. */
  fresh: readonly FreshQuestion[];
  seen: readonly SeenQuestion[];
  /** A targeted round's subtopic: within each kind of repeat, its questions come first. */
  focusSubtopic?: string | null;
}

export interface RoundPick {
  questionId: string;
  /** The player was issued it before: the round repeats it. */
  repeat: boolean;
}

const sameSubtopic = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A miss is the player's latest answer being wrong: a question answered right since is merely seen. */
export const isMissed = (question: SeenQuestion) => question.lastAnswer?.correct === false;

const lastSeenAt = (question: SeenQuestion) => Math.max(question.lastIssuedAt, question.lastAnswer?.at ?? 0);

/**
 * The order repeats come in once the fresh questions are gone (spaced repetition): the questions the player
 * missed, oldest miss first, then the others, seen longest ago first. A targeted round takes its subtopic's
 * first within each of the two. Ties fall to the question id, so the order never depends on the input's.
 */
export function repeatOrder(seen: readonly SeenQuestion[], focusSubtopic?: string | null): SeenQuestion[] {
  const inFocus = (question: SeenQuestion) =>
    focusSubtopic && sameSubtopic(question.subtopic, focusSubtopic) ? 0 : 1;
  const rank = (question: SeenQuestion) => [
    isMissed(question) ? 0 : 1,
    inFocus(question),
    isMissed(question) ? question.lastAnswer!.at : lastSeenAt(question),
  ];
  return [...seen].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i]! - rb[i]!;
    return a.questionId < b.questionId ? -1 : a.questionId > b.questionId ? 1 : 0;
  });
}

/**
 * A round is full while the topic has any question at all: the fresh questions first (no repeat while one is
 * left), then repeats in `repeatOrder`. A question is picked at most once; one listed as fresh that the player
 * was in fact issued before counts as seen.
 */
export function fillRound(request: RoundFillRequest): RoundPick[] {
  const count = Math.max(0, Math.floor(request.count));
  const seenIds = new Set(request.seen.map((question) => question.questionId));
  const picked = new Set<string>();
  const picks: RoundPick[] = [];
  for (const question of request.fresh) {
    if (picks.length >= count) return picks;
    if (seenIds.has(question.questionId) || picked.has(question.questionId)) continue;
    picked.add(question.questionId);
    picks.push({ questionId: question.questionId, repeat: false });
  }
  for (const question of repeatOrder(request.seen, request.focusSubtopic)) {
    if (picks.length >= count) return picks;
    if (picked.has(question.questionId)) continue;
    picked.add(question.questionId);
    picks.push({ questionId: question.questionId, repeat: true });
  }
  return picks;
}

/** Said once, when a topic's questions start to come round again; repeats do not count toward records (ADR 0191). */
export const repeatsNotice = (topicLabel: string) =>
  `You have played every question we have on ${topicLabel} — well done! From now on questions come round again, the ones you missed first. They still score in the round, but repeats don't count toward your streak or the leaderboard.`;
