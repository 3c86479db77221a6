/**
 * How questions are compared: a normalised text for exact repeats, and for rewordings ("What is the capital
 * of France?" / "What's the capital of France?") a character-trigram Jaccard similarity. Quiz questions
 * come in templates, where one swapped word is a different fact ("…a land border with Germany?" /
 * "…with Ukraine?"): two texts that each hold a content word the other lacks are never duplicates.
 */

/** Rewordings without a swapped content word score at least this. */
export const NEAR_DUPLICATE_SIMILARITY = 0.6;

/** Words that carry no subject: adding or dropping them does not change what is asked. */
const FUNCTION_WORDS = new Set(
  (
    'a an the of is are was were be been which what who whom whose where when how why in on at to from by ' +
    'for with and or do does did this these that those it its as has have had s'
  ).split(' '),
);

/**
 * Lower case, accents and punctuation removed, whitespace collapsed. Symbols such as flag emoji and
 * numbers stay: they are often the only thing telling two questions apart.
 */
export function normalizeQuestionText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]s\b/g, ' is')
    .replace(/[\p{P}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What makes a question the same question: its text and its answer. "Which of these states is the largest?"
 * asked about Texas and asked about Alaska are two questions; asked twice about Texas with other wrong
 * options, one. Ids, repeats in a batch and what a player has seen are all judged by this.
 */
export function questionIdentity(question: string, answer: string): string {
  return `${normalizeQuestionText(question)} answer ${normalizeQuestionText(answer)}`;
}

function trigramsOf(normalized: string): Set<string> {
  const padded = `  ${normalized} `;
  const grams = new Set<string>();
  const chars = Array.from(padded);
  for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars.slice(i, i + 3).join(''));
  return grams;
}

/** Numbers and symbols in order: two questions that differ in them ask about different things. */
function markersOf(normalized: string): string {
  return (normalized.match(/[\p{N}\p{S}]+/gu) ?? []).join(' ');
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const gram of small) if (large.has(gram)) shared++;
  return shared / (a.size + b.size - shared);
}

interface IndexedText {
  normalized: string;
  grams: Set<string>;
  markers: string;
  contentWords: Set<string>;
}

function indexText(normalized: string): IndexedText {
  return {
    normalized,
    grams: trigramsOf(normalized),
    markers: markersOf(normalized),
    contentWords: new Set(normalized.split(' ').filter((word) => word !== '' && !FUNCTION_WORDS.has(word))),
  };
}

const isSubset = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].every((word) => b.has(word));

function nearDuplicate(a: IndexedText, b: IndexedText): boolean {
  if (a.normalized === b.normalized) return true;
  if (a.markers !== b.markers) return false;
  const swapped = !isSubset(a.contentWords, b.contentWords) && !isSubset(b.contentWords, a.contentWords);
  if (swapped) return false;
  // The same subject words in another order ("Which city is the capital of France?" / "What is France's
  // capital city?") ask the same thing.
  if (a.contentWords.size >= 2 && a.contentWords.size === b.contentWords.size) return true;
  return jaccard(a.grams, b.grams) >= NEAR_DUPLICATE_SIMILARITY;
}

/** Whether two question texts ask the same thing, by the rules above. */
export function isNearDuplicate(a: string, b: string): boolean {
  return nearDuplicate(indexText(normalizeQuestionText(a)), indexText(normalizeQuestionText(b)));
}

/**
 * A set of question texts answering "is this one, or a rewording of it, already here?". Built from what a
 * player has seen, or grown while a batch is assembled.
 */
export class QuestionTextIndex {
  private readonly exact = new Set<string>();
  private readonly entries: IndexedText[] = [];

  constructor(normalizedTexts: Iterable<string> = []) {
    for (const text of normalizedTexts) this.add(text);
  }

  get size(): number {
    return this.exact.size;
  }

  /** Adds an already normalised text. */
  add(normalized: string): void {
    if (this.exact.has(normalized)) return;
    this.exact.add(normalized);
    this.entries.push(indexText(normalized));
  }

  has(normalized: string): boolean {
    if (this.exact.has(normalized)) return true;
    const probe = indexText(normalized);
    return this.entries.some((entry) => nearDuplicate(entry, probe));
  }

  texts(): string[] {
    return [...this.exact];
  }
}
