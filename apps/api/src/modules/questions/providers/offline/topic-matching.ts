export interface TopicIdentity {
  key: string;
  label: string;
  synonyms: readonly string[];
}

export interface TopicScore {
  key: string;
  label: string;
  score: number;
}

/** Below this a match is more likely a different subject than a typo of ours. */
export const MATCH_THRESHOLD = 0.6;

const STOP_WORDS = new Set([
  'the',
  'of',
  'a',
  'an',
  'about',
  'quiz',
  'quizzes',
  'trivia',
  'question',
  'questions',
  'fact',
  'facts',
  'on',
  'in',
  'and',
  'general',
]);

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us'))
    return word.slice(0, -1);
  return word;
}

/** Lower case, no accents or punctuation: 'World-War II!' -> 'world war ii'. */
function plainWords(input: string): string[] {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '');
}

/** Plain words, stop words dropped, each word singular: 'The Capitals!' -> 'capital'. */
export function normalizeTopic(input: string): string {
  return plainWords(input)
    .filter((w) => !STOP_WORDS.has(w))
    .map(singular)
    .join(' ');
}

/** Optimal string alignment distance: Levenshtein plus adjacent swaps ('geogrpahy'). Three rolling rows. */
export function editDistance(a: string, b: string): number {
  const cols = b.length + 1;
  let prev2 = new Int32Array(cols);
  let prev = new Int32Array(cols);
  let cur = new Int32Array(cols);
  for (let j = 0; j < cols; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    for (let j = 1; j < cols; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (prev2[j - 2] ?? 0) + 1);
      cur[j] = v;
    }
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[b.length] ?? 0;
}

function trigrams(s: string): Set<string> {
  const padded = `  ${s} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/** Trigram sets of topic names; names are a fixed set, so this stays small. */
const nameTrigrams = new Map<string, Set<string>>();
function trigramsOfName(name: string): Set<string> {
  let t = nameTrigrams.get(name);
  if (!t) {
    t = trigrams(name);
    nameTrigrams.set(name, t);
  }
  return t;
}

/** Dice coefficient over character trigrams: forgiving of a missing or doubled letter in long words. */
export function trigramSimilarity(a: string, b: string, ta: Set<string> = trigrams(a)): number {
  const tb = trigramsOfName(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return (2 * shared) / (ta.size + tb.size);
}

/** Edit similarity is scaled by this, so a near-miss never beats an exact or prefix match. */
const EDIT_WEIGHT = 0.95;

/** How well a normalised input matches one normalised name of a topic, from 0 to 1. */
export function phraseScore(input: string, phrase: string, inputTrigrams?: Set<string>): number {
  if (input === '' || phrase === '') return 0;
  if (input === phrase) return 1;
  let best = 0;
  // Partial words: 'chem' for chemistry, 'dino' for dinosaurs. Three letters ('car') prefix too much.
  if (input.length >= 4 && phrase.startsWith(input))
    best = Math.max(best, 0.75 + 0.2 * (input.length / phrase.length));
  const phraseWords = phrase.split(' ');
  const inputWords = input.split(' ');
  if (input.length >= 4 && phraseWords.some((w) => w.startsWith(input))) best = Math.max(best, 0.7);
  // Every word of a multi-word input found in the phrase ('war two' -> 'world war two').
  if (inputWords.length > 1 && inputWords.every((w) => phraseWords.includes(w))) best = Math.max(best, 0.85);
  // Typos: one per four letters, and none in words under five letters, where one letter makes a new word
  // (fish and dish, anime and animal).
  const longest = Math.max(input.length, phrase.length);
  const allowed = longest >= 5 ? Math.floor(longest / 4) : 0;
  if (allowed > 0 && Math.abs(input.length - phrase.length) <= allowed) {
    const distance = editDistance(input, phrase);
    if (distance <= allowed) best = Math.max(best, (1 - distance / longest) * EDIT_WEIGHT);
  }
  if (input.length >= 6) {
    const similarity = trigramSimilarity(input, phrase, inputTrigrams);
    if (similarity >= 0.6) best = Math.max(best, similarity * 0.9);
  }
  return best;
}

interface TopicNames {
  normalized: string[];
  plain: string[];
}
/** Topic names are normalised once; matching runs on every request. */
const nameCache = new WeakMap<TopicIdentity, TopicNames>();

function namesOf(topic: TopicIdentity): TopicNames {
  let names = nameCache.get(topic);
  if (!names) {
    const all = [topic.key.replace(/-/g, ' '), topic.label, ...topic.synonyms];
    names = {
      normalized: all.map(normalizeTopic).filter((n) => n !== ''),
      plain: all.map((n) => plainWords(n).join(' ')),
    };
    nameCache.set(topic, names);
  }
  return names;
}

/** Every topic scored against the input, best first; ties keep the registry's order. */
export function rankTopics(input: string, topics: readonly TopicIdentity[]): TopicScore[] {
  const normalized = normalizeTopic(input);
  const plain = plainWords(input).join(' ');
  const inputTrigrams = trigrams(normalized);
  const scored = topics.map((t, index) => {
    let score = 0;
    const names = namesOf(t);
    for (const name of names.normalized)
      score = Math.max(score, phraseScore(normalized, name, inputTrigrams));
    // Singular forms can collide ('americas' and 'america'): the name typed exactly wins over a near one.
    score = names.plain.includes(plain) ? 1 : Math.min(score, 0.99);
    // One word of a longer input naming a topic exactly ('history of rome') still points somewhere useful.
    const words = normalized.split(' ');
    if (words.length > 1) {
      for (const w of words) if (names.normalized.includes(w)) score = Math.max(score, 0.7);
    }
    return { key: t.key, label: t.label, score, index };
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.map(({ key, label, score }) => ({ key, label, score }));
}

/** Exact names (keys, labels, synonyms) to topic keys: the UI usually sends one back, and this skips scoring. */
const exactIndex = new WeakMap<readonly TopicIdentity[], Map<string, string>>();

function exactMatch(input: string, topics: readonly TopicIdentity[]): string | undefined {
  let index = exactIndex.get(topics);
  if (!index) {
    index = new Map();
    for (const t of topics) for (const name of namesOf(t).plain) if (!index.has(name)) index.set(name, t.key);
    exactIndex.set(topics, index);
  }
  return index.get(plainWords(input).join(' '));
}

export function matchTopicIn(
  input: string,
  topics: readonly TopicIdentity[],
): { key: string; score: number } | null {
  const exact = exactMatch(input, topics);
  if (exact) return { key: exact, score: 1 };
  const best = rankTopics(input, topics)[0];
  if (!best || best.score < MATCH_THRESHOLD) return null;
  return { key: best.key, score: Math.round(best.score * 1000) / 1000 };
}
