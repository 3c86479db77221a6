import type { QuestionSpec } from '../types.js';
import { parseBank, type CuratedBank } from '../curated/bank.js';
import { CURATED_BANKS } from '../curated/index.js';
import { comparisonCountrySpecs } from './country-comparisons.js';
import { basicCountrySpecs } from './country-questions.js';
import { elementSpecs } from './elements.js';
import { mathSpecs } from './math.js';
import { usStateSpecs } from './us-states.js';

/** Each source is built once, on first use by any topic. */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}

export const countrySpecs = once(() => [...basicCountrySpecs(), ...comparisonCountrySpecs()]);
export const chemicalElementSpecs = once(elementSpecs);
export const stateSpecs = once(usStateSpecs);
export const arithmeticSpecs = once(mathSpecs);

const banksByKey = new Map<string, CuratedBank>(CURATED_BANKS.map((b) => [b.key, b]));
const parsedBanks = new Map<string, QuestionSpec[]>();

export function curatedSpecs(key: string): QuestionSpec[] {
  const cached = parsedBanks.get(key);
  if (cached) return cached;
  const bank = banksByKey.get(key);
  if (!bank) throw new Error(`no curated bank '${key}'`);
  const parsed = parseBank(bank);
  parsedBanks.set(key, parsed);
  return parsed;
}
