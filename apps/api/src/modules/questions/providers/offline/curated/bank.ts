import { stableHash } from '../random.js';
import type { Difficulty, QuestionSpec } from '../types.js';

export const CURATED_SOURCE = 'curated';

/**
 * A curated bank: questions written in this repository, grouped by subtopic. One line per question keeps the
 * files short and reviewable: 'e|Question?|Right answer|Wrong 1;Wrong 2;Wrong 3|Explanation.'
 * (e/m/h = easy/medium/hard).
 */
export interface CuratedBank {
  key: string;
  sections: Readonly<Record<string, readonly string[]>>;
}

const LEVEL: Readonly<Record<string, Difficulty>> = { e: 'easy', m: 'medium', h: 'hard' };

export function parseBank(bank: CuratedBank): QuestionSpec[] {
  const out: QuestionSpec[] = [];
  for (const [subtopic, lines] of Object.entries(bank.sections)) {
    for (const line of lines) {
      const parts = line.split('|');
      const [level, question, answer, wrong, explanation] = parts;
      const difficulty = LEVEL[level ?? ''];
      if (parts.length !== 5 || !difficulty || !question || !answer || !wrong || !explanation) {
        throw new Error(`curated bank '${bank.key}' has a malformed line: ${line}`);
      }
      out.push({
        // Hash of the question text: the id survives reordering and edits elsewhere in the file.
        id: `curated:${bank.key}:${stableHash(question)}`,
        question,
        answer,
        distractors: wrong.split(';').map((w) => w.trim()),
        explanation,
        subtopic,
        difficulty,
        source: CURATED_SOURCE,
        tags: [bank.key],
      });
    }
  }
  return out;
}
