import { normalizeQuestionText } from '@quiz/domain';
import { isServable } from './assemble.js';
import { randomIndex } from './random.js';
import { normalizeTopic } from './topic-matching.js';
import type { TopicDefinition } from './topics.js';
import type { Difficulty, QuestionSpec } from './types.js';

type ByDifficulty = Record<Difficulty, QuestionSpec[]>;

export interface TopicPool {
  key: string;
  size: number;
  /** Subtopic labels, largest first. */
  subtopics: string[];
  all: ByDifficulty;
  bySubtopic: Map<string, ByDifficulty>;
}

const emptyByDifficulty = (): ByDifficulty => ({ easy: [], medium: [], hard: [] });

/** A few dozen subtopic labels recur across thousands of specs; each is normalised once. */
const subtopicKeys = new Map<string, string>();
function subtopicKey(label: string): string {
  let key = subtopicKeys.get(label);
  if (key === undefined) {
    key = normalizeTopic(label);
    subtopicKeys.set(label, key);
  }
  return key;
}

/** Built once per topic on first request; later requests only read it. */
const pools = new Map<string, TopicPool>();

export function poolFor(topic: TopicDefinition): TopicPool {
  const cached = pools.get(topic.key);
  if (cached) return cached;
  const seen = new Set<string>();
  const all = emptyByDifficulty();
  const bySubtopic = new Map<string, ByDifficulty>();
  const counts = new Map<string, number>();
  for (const spec of topic.build()) {
    // A fact reachable through two parts of a topic keeps one id and is served once.
    if (seen.has(spec.id) || !isServable(spec)) continue;
    seen.add(spec.id);
    all[spec.difficulty].push(spec);
    const subKey = subtopicKey(spec.subtopic);
    const sub = bySubtopic.get(subKey) ?? emptyByDifficulty();
    sub[spec.difficulty].push(spec);
    bySubtopic.set(subKey, sub);
    counts.set(spec.subtopic, (counts.get(spec.subtopic) ?? 0) + 1);
  }
  const subtopics = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([label]) => label);
  const pool: TopicPool = { key: topic.key, size: seen.size, subtopics, all, bySubtopic };
  pools.set(topic.key, pool);
  return pool;
}

/** Specs never change once built, so each question text is normalised once. */
const normalizedTexts = new WeakMap<QuestionSpec, string>();
function normalizedTextOf(spec: QuestionSpec): string {
  let text = normalizedTexts.get(spec);
  if (text === undefined) {
    text = normalizeQuestionText(spec.question);
    normalizedTexts.set(spec, text);
  }
  return text;
}

/** The requested difficulty first, then the nearer neighbour, then the far one. */
const FALLBACK: Readonly<Record<Difficulty, readonly Difficulty[]>> = {
  easy: ['easy', 'medium', 'hard'],
  medium: ['medium', 'easy', 'hard'],
  hard: ['hard', 'medium', 'easy'],
};

export interface Draw {
  specs: QuestionSpec[];
  exhausted: boolean;
}

/**
 * Draws up to `count` specs: the subtopic (if known) before the rest of the topic, the requested difficulty
 * before its neighbours, and questions about a new subject (country, element) before a repeat.
 */
export function drawSpecs(
  pool: TopicPool,
  count: number,
  difficulty: Difficulty,
  subtopic: string | undefined,
  excludeIds: ReadonlySet<string>,
  random: () => number,
  avoidTexts?: ReadonlySet<string>,
): Draw {
  const sub = subtopic ? pool.bySubtopic.get(normalizeTopic(subtopic)) : undefined;
  const scopes = sub ? [sub, pool.all] : [pool.all];
  const chosen: QuestionSpec[] = [];
  const usedIds = new Set<string>();
  const usedGroups = new Set<string>();
  for (const scope of scopes) {
    for (const level of FALLBACK[difficulty]) {
      if (chosen.length >= count) break;
      const available = scope[level].filter(
        (s) =>
          !excludeIds.has(s.id) &&
          !usedIds.has(s.id) &&
          !(avoidTexts && avoidTexts.size > 0 && avoidTexts.has(normalizedTextOf(s))),
      );
      for (const spec of drawFrom(available, count - chosen.length, usedGroups, random)) {
        chosen.push(spec);
        usedIds.add(spec.id);
        if (spec.group) usedGroups.add(spec.group);
      }
    }
  }
  return { specs: chosen, exhausted: chosen.length < count };
}

/** Partial Fisher-Yates: costs random draws only for the items taken, preferring unused groups. */
function drawFrom(
  items: QuestionSpec[],
  need: number,
  usedGroups: ReadonlySet<string>,
  random: () => number,
): QuestionSpec[] {
  const fresh: QuestionSpec[] = [];
  const repeats: QuestionSpec[] = [];
  const groups = new Set(usedGroups);
  for (let i = 0; i < items.length && fresh.length < need; i++) {
    const j = i + randomIndex(random, items.length - i);
    const pick = items[j] as QuestionSpec;
    items[j] = items[i] as QuestionSpec;
    items[i] = pick;
    if (pick.group && groups.has(pick.group)) {
      repeats.push(pick);
      continue;
    }
    if (pick.group) groups.add(pick.group);
    fresh.push(pick);
  }
  return [...fresh, ...repeats].slice(0, need);
}
