import { normalizeQuestionText } from '@quiz/domain';

/** What the detector needs of a question: its id, its text and its key. */
export interface BankEntry {
  id: string;
  question: string;
  answer: string;
}

export interface DuplicatePair {
  a: BankEntry;
  b: BankEntry;
}

/**
 * Templates that ask one fact in two wordings, rewritten to one wording: "7 squared" is "7 × 7", and the
 * boiling point of water is the temperature at which water boils, whatever the scale.
 */
const SAME_FACT_REWRITES: readonly [RegExp, string][] = [
  [/\b(\d+) squared\b/g, '$1 × $1'],
  [/\b(\d+) cubed\b/g, '$1 × $1 × $1'],
  [/\b(boiling|freezing|melting) point of (\w+)/g, 'temperature $2 $1'],
  [/\bboiling\b/g, 'boil'],
  [/\bfreezing\b/g, 'freeze'],
  [/\bmelting\b/g, 'melt'],
  [/\bat what temperature\b/g, 'what temperature'],
  [/\bin (degrees )?(fahrenheit|celsius|kelvin)\b/g, ''],
];

/** The question as the detector compares it: normalised text with same-fact templates rewritten. */
export function canonicalQuestion(question: string): string {
  let text = normalizeQuestionText(question);
  for (const [pattern, replacement] of SAME_FACT_REWRITES) text = text.replace(pattern, replacement);
  // "3 × 4" and "4 × 3" are one product.
  text = text.replace(/\b\d+(?: × \d+)+\b/g, (product) =>
    product
      .split(' × ')
      .sort((x, y) => Number(x) - Number(y))
      .join(' × '),
  );
  return text.replace(/\s+/g, ' ').trim();
}

/** The key as the detector compares it: temperatures in whole degrees Celsius, anything else normalised. */
export function canonicalAnswer(answer: string): string {
  const temperature = /^([-−]?[\d.,]+)\s*°\s*([CF])$/i.exec(answer.trim());
  if (temperature) {
    const value = Number((temperature[1] ?? '').replace('−', '-').replace(/,/g, ''));
    const celsius = (temperature[2] ?? '').toUpperCase() === 'F' ? ((value - 32) * 5) / 9 : value;
    return `${Math.round(celsius)} celsius`;
  }
  return normalizeQuestionText(answer);
}

/** Words that carry no subject: the same subject words in another order ask the same thing. */
const FUNCTION_WORDS = new Set(
  (
    'a an the of is are was were be been which what who whom whose where when how why in on at to from by ' +
    'for with and or do does did this these that those it its as has have had s called known'
  ).split(' '),
);

/** The subject words of a canonical question, sorted: a rewording keeps them, another fact changes one. */
export function subjectWords(canonical: string): string {
  return canonical
    .split(' ')
    .filter((w) => w !== '' && !FUNCTION_WORDS.has(w))
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .sort()
    .join(' ');
}

/**
 * Pairs of entries asking the same thing for the same answer: the same text, a same-fact template, or the
 * same subject words in another wording. Only entries sharing an answer are compared, which keeps a
 * bank of thousands to a few thousand comparisons. One id met twice (a fact shared by two topics) is one entry.
 */
export function findDuplicatePairs(entries: readonly BankEntry[]): DuplicatePair[] {
  const byAnswer = new Map<string, { entry: BankEntry; text: string }[]>();
  const seenIds = new Set<string>();
  for (const entry of entries) {
    if (seenIds.has(entry.id)) continue;
    seenIds.add(entry.id);
    const key = canonicalAnswer(entry.answer);
    const bucket = byAnswer.get(key) ?? [];
    bucket.push({ entry, text: subjectWords(canonicalQuestion(entry.question)) });
    byAnswer.set(key, bucket);
  }
  const pairs: DuplicatePair[] = [];
  for (const bucket of byAnswer.values()) {
    for (let i = 0; i < bucket.length; i++) {
      for (let j = i + 1; j < bucket.length; j++) {
        const x = bucket[i];
        const y = bucket[j];
        if (x && y && x.text === y.text) pairs.push({ a: x.entry, b: y.entry });
      }
    }
  }
  return pairs;
}

/**
 * Entries asking the same text with different keys where the text itself (not its options) decides the
 * answer: "What is the capital of Georgia?" answered Tbilisi once and Atlanta once. "Which of these…"
 * questions are exempt: their options decide which answer is right.
 */
export function findConflictingAnswers(entries: readonly BankEntry[]): DuplicatePair[] {
  const byText = new Map<string, BankEntry>();
  const pairs: DuplicatePair[] = [];
  for (const entry of entries) {
    const text = canonicalQuestion(entry.question);
    if (/\b(of )?these\b/.test(text)) continue;
    const other = byText.get(text);
    if (!other) byText.set(text, entry);
    else if (other.id !== entry.id && canonicalAnswer(other.answer) !== canonicalAnswer(entry.answer))
      pairs.push({ a: other, b: entry });
  }
  return pairs;
}
