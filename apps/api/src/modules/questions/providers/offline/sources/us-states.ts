import type { Difficulty, QuestionSpec } from '../types.js';
import { asArray, loadPackageData, num, str } from './load-data.js';
import { approxCount } from './format.js';
import { spellableCode } from '../quality/giveaways.js';

export const US_STATES_SOURCE = 'us-states-data';

export interface UsState {
  name: string;
  abbreviation: string;
  capital: string;
  population?: number;
  areaSqMi?: number;
  fame: Difficulty;
}

/** 2018 populations: a wide margin keeps comparisons true as the figures age. */
const POPULATION_MARGIN = 1.5;
const AREA_MARGIN = 1.5;
/** Michigan's total area is mostly Great Lakes water; by land area it ranks far lower. */
const AREA_SKIP = new Set(['MI']);

let cache: readonly UsState[] | undefined;
export function loadUsStates(): readonly UsState[] {
  if (cache) return cache;
  const module = loadPackageData('typed-usa-states/dist/states-full.js') as
    { usaStatesFull?: unknown } | undefined;
  const rows = asArray(module?.usaStatesFull, 'typed-usa-states');
  const states = rows.flatMap((row) => {
    const name = str(row, 'name');
    const abbreviation = str(row, 'abbreviation');
    const capital = str(row, 'capital');
    // The territories and Washington, D.C. are not states.
    if (!name || !abbreviation || !capital || row['territory'] !== false || abbreviation === 'DC') return [];
    const population = num((row['population'] ?? {}) as Record<string, unknown>, 'count');
    const areaSqMi = num((row['area'] ?? {}) as Record<string, unknown>, 'value');
    return [{ name, abbreviation, capital, population, areaSqMi }];
  });
  const rank = [...states]
    .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))
    .map((s) => s.abbreviation);
  cache = states.map((s) => {
    const r = rank.indexOf(s.abbreviation);
    return { ...s, fame: r < 12 ? 'easy' : r < 30 ? 'medium' : 'hard' };
  });
  return cache;
}

function largerThan(all: readonly UsState[], value: (s: UsState) => number | undefined, margin: number) {
  return (s: UsState): UsState[] => {
    const v = value(s) ?? 0;
    return all
      .filter((o) => value(o) !== undefined && (value(o) ?? 0) * margin <= v)
      .sort((a, b) => (value(b) ?? 0) - (value(a) ?? 0));
  };
}

/**
 * Two-letter codes a player could spell from a state's name (its first letter, then a later one), real codes
 * of other states first: beside them the right code cannot be picked by spelling alone.
 */
function spelledCodes(s: UsState, all: readonly UsState[]): string[] {
  const letters = s.name.toUpperCase().replace(/[^A-Z]/g, '');
  const made = [...new Set(letters.slice(1))].map((l) => `${letters.charAt(0)}${l}`);
  const real = new Set(all.map((o) => o.abbreviation));
  return [
    ...made.filter((c) => real.has(c)),
    ...made.filter((c) => !real.has(c) && c.charAt(0) !== c.charAt(1)),
  ].filter((c) => c !== s.abbreviation);
}

export function usStateSpecs(): QuestionSpec[] {
  const all = loadUsStates();
  const out: QuestionSpec[] = [];
  const add = (
    s: UsState,
    kind: string,
    spec: Omit<QuestionSpec, 'id' | 'source' | 'group' | 'tags'>,
  ): void => {
    out.push({
      id: `us:${kind}:${s.abbreviation}`,
      source: US_STATES_SOURCE,
      group: s.abbreviation,
      tags: ['us-states', kind],
      ...spec,
    });
  };
  const smallerPop = largerThan(all, (s) => s.population, POPULATION_MARGIN);
  const smallerArea = largerThan(
    all,
    (s) => (AREA_SKIP.has(s.abbreviation) ? undefined : s.areaSqMi),
    AREA_MARGIN,
  );
  const popRank = new Map(
    [...all].sort((a, b) => (b.population ?? 0) - (a.population ?? 0)).map((s, i) => [s.abbreviation, i]),
  );
  for (const s of all) {
    // States of about the same size and fame first: alphabetical neighbours made the answer the odd one out.
    const rankOf = (o: UsState): number => popRank.get(o.abbreviation) ?? 0;
    const others = all
      .filter((o) => o.abbreviation !== s.abbreviation)
      .sort((a, b) => Math.abs(rankOf(a) - rankOf(s)) - Math.abs(rankOf(b) - rankOf(s)));
    const sameLetter = others.filter((o) => o.name.charAt(0) === s.name.charAt(0));
    const capitalNote = `${s.capital} is the capital of ${s.name}.`;
    add(s, 'capital', {
      question: `What is the capital of the US state of ${s.name}?`,
      answer: s.capital,
      distractors: [...sameLetter, ...others].map((o) => o.capital),
      explanation: capitalNote,
      subtopic: 'State capitals',
      difficulty: s.fame,
    });
    add(s, 'capital-of', {
      question: `${s.capital} is the capital of which US state?`,
      answer: s.name,
      distractors: others.map((o) => o.name),
      explanation: capitalNote,
      subtopic: 'State capitals',
      difficulty: s.fame,
    });
    const abbreviationNote = `${s.abbreviation} is the postal abbreviation of ${s.name}.`;
    // A code is spelled from its state's name (TX, Texas), so each question is asked only where three wrong
    // options can be spelled the same way; elsewhere spelling alone would give the answer away.
    const spelled = spelledCodes(s, all);
    if (spelled.length >= 3) {
      add(s, 'abbreviation', {
        question: `What is the two-letter postal abbreviation of ${s.name}?`,
        answer: s.abbreviation,
        distractors: spelled,
        explanation: abbreviationNote,
        subtopic: 'Abbreviations',
        difficulty: s.fame === 'hard' ? 'medium' : 'easy',
      });
    }
    const spelledFrom = others.filter((o) => spellableCode(s.abbreviation, o.name));
    if (spelledFrom.length >= 3) {
      add(s, 'abbreviation-of', {
        question: `Which US state has the postal abbreviation ${s.abbreviation}?`,
        answer: s.name,
        distractors: spelledFrom.map((o) => o.name),
        explanation: abbreviationNote,
        subtopic: 'Abbreviations',
        difficulty: 'medium',
      });
    }
    const lessPopulous = smallerPop(s);
    if (s.population !== undefined && lessPopulous.length >= 3) {
      add(s, 'population', {
        question: 'Which of these US states has the largest population?',
        answer: s.name,
        distractors: lessPopulous.map((o) => o.name),
        explanation: `${s.name} had about ${approxCount(s.population)} residents in 2018, at least 1.5 times as many as each other option.`,
        subtopic: 'Population and size',
        difficulty: s.fame,
      });
    }
    const smaller = smallerArea(s);
    if (s.areaSqMi !== undefined && !AREA_SKIP.has(s.abbreviation) && smaller.length >= 3) {
      add(s, 'area', {
        question: 'Which of these US states is the largest by total area?',
        answer: s.name,
        distractors: smaller.map((o) => o.name),
        explanation: `${s.name} covers about ${approxCount(s.areaSqMi)} square miles, at least 1.5 times the area of each other option.`,
        subtopic: 'Population and size',
        difficulty: s.areaSqMi > 150_000 ? 'easy' : 'medium',
      });
    }
  }
  return out;
}
