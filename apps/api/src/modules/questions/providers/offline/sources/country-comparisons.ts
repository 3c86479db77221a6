import { shiftDifficulty, type QuestionSpec } from '../types.js';
import { borderExclusions, neighboursOf } from './country-borders.js';
import { COUNTRY_SOURCE, countryTags, peersOf } from './country-questions.js';
import { loadCountries, type Country } from './countries.js';
import { approxCount, listJoin, mapDefined, preferFirst } from './format.js';

/**
 * Comparison questions only pair countries whose figures differ by a wide margin, so the answer survives the
 * age of the data (2018 populations) and rounding in other references.
 */
const POPULATION_MARGIN = 2;
const AREA_MARGIN = 1.5;
/** Denmark's area excludes Greenland in the data; a player could fairly count it either way. */
const AREA_SKIP = new Set(['DK']);

/**
 * For each country, the countries it beats by the margin: smaller ones when asking for the largest, larger
 * ones when asking for the smallest. Closest first: the hardest wrong answers that are still clearly wrong.
 */
function beatenBy(
  all: readonly Country[],
  value: (c: Country) => number | undefined,
  margin: number,
  direction: 'largest' | 'smallest',
): Map<string, Country[]> {
  const withValue = all.filter((c) => value(c) !== undefined);
  const out = new Map<string, Country[]>();
  for (const c of withValue) {
    const v = value(c) ?? 0;
    const beaten =
      direction === 'largest'
        ? withValue.filter((o) => (value(o) ?? 0) * margin <= v && (value(o) ?? 0) * 60 >= v)
        : withValue.filter((o) => (value(o) ?? 0) >= v * margin && (value(o) ?? 0) <= v * 60);
    // Same continent first keeps a Europe quiz about Europe; then the closest figures.
    const distance = (o: Country): number =>
      (o.continent === c.continent ? 0 : 100) + Math.abs(Math.log((value(o) ?? 1) / v));
    beaten.sort((a, b) => distance(a) - distance(b));
    out.set(c.code, beaten);
  }
  return out;
}

export function comparisonCountrySpecs(): QuestionSpec[] {
  const all = loadCountries();
  const byCode = new Map(all.map((c) => [c.code, c]));
  const out: QuestionSpec[] = [];
  const make = (
    c: Country,
    kind: string,
    s: Omit<QuestionSpec, 'id' | 'source' | 'group' | 'tags'>,
  ): void => {
    out.push({
      id: `geo:${kind}:${c.code}`,
      source: COUNTRY_SOURCE,
      group: c.code,
      tags: countryTags(c, kind),
      ...s,
    });
  };

  const population = (c: Country): number | undefined => c.population;
  const area = (c: Country): number | undefined => (AREA_SKIP.has(c.code) ? undefined : c.areaKm2);
  const comparisons = [
    { kind: 'population', value: population, margin: POPULATION_MARGIN, direction: 'largest' as const },
    {
      kind: 'population-smallest',
      value: population,
      margin: POPULATION_MARGIN,
      direction: 'smallest' as const,
    },
    { kind: 'area', value: area, margin: AREA_MARGIN, direction: 'largest' as const },
    { kind: 'area-smallest', value: area, margin: AREA_MARGIN, direction: 'smallest' as const },
  ].map((k) => ({ ...k, beaten: beatenBy(all, k.value, k.margin, k.direction) }));
  for (const c of all) {
    for (const k of comparisons) {
      const v = k.value(c);
      const beaten = k.beaten.get(c.code) ?? [];
      if (v === undefined || beaten.length < 3) continue;
      const isPopulation = k.value === population;
      const famous = c.fame === 'easy' && (isPopulation ? v > 100e6 : v > 2e6);
      const relation =
        k.direction === 'largest'
          ? isPopulation
            ? 'at least twice as many as each other option'
            : 'at least 1.5 times the area of each other option'
          : isPopulation
            ? 'at most half as many as each other option'
            : 'at most two thirds of the area of each other option';
      make(c, k.kind, {
        question: isPopulation
          ? `Which of these countries has the ${k.direction} population?`
          : `Which of these countries is the ${k.direction} by area?`,
        answer: c.name,
        distractors: beaten.map((o) => o.name),
        explanation: isPopulation
          ? `${c.The} had about ${approxCount(v)} people in 2018, ${relation}.`
          : `${c.The} covers about ${approxCount(v)} km², ${relation}.`,
        subtopic: isPopulation ? 'Population' : 'Area',
        difficulty: famous && k.direction === 'largest' ? 'easy' : shiftDifficulty(c.fame, 1),
      });
    }

    const neighbours = mapDefined(neighboursOf(c.code), (k) => byCode.get(k));
    if (neighbours.length > 0) {
      const excluded = borderExclusions(c.code);
      // Neighbours of neighbours are the most tempting wrong answers: near, but not touching.
      const twoHop = mapDefined(neighbours.map((n) => neighboursOf(n.code)).flat(), (k) => byCode.get(k));
      const nonNeighbours = preferFirst(twoHop, peersOf(c, all)).filter((o) => !excluded.has(o.code));
      const names = [...neighbours].sort((a, b) => a.name.localeCompare(b.name)).map((n) => n.the);
      const explanation =
        names.length === 1
          ? `${c.The}'s only land border is with ${names[0]}.`
          : `${c.The} shares land borders with ${listJoin(names)}.`;
      const [first, ...rest] = neighbours;
      if (first) {
        make(c, 'border', {
          question: `Which of these countries shares a land border with ${c.the}?`,
          answer: first.name,
          alternativeAnswers: rest.map((n) => n.name),
          distractors: nonNeighbours.map((o) => o.name),
          explanation,
          subtopic: 'Borders',
          difficulty: c.fame,
        });
      }
      const tempting = nonNeighbours.filter((o) => o.continent === c.continent).slice(0, 6);
      const [firstTempting, ...moreTempting] = tempting;
      if (neighbours.length >= 3 && firstTempting) {
        make(c, 'not-border', {
          question: `Which of these countries does NOT share a land border with ${c.the}?`,
          answer: firstTempting.name,
          alternativeAnswers: moreTempting.map((o) => o.name),
          distractors: neighbours.map((n) => n.name),
          explanation,
          subtopic: 'Borders',
          difficulty: shiftDifficulty(c.fame, 1),
        });
      }
    }

    if (c.landlocked === true) {
      const coastal = peersOf(c, all).filter((o) => o.landlocked === false);
      make(c, 'landlocked', {
        question: 'Which of these countries is landlocked (has no coastline)?',
        answer: c.name,
        distractors: coastal.map((o) => o.name),
        explanation: `${c.The} is landlocked: it has no coastline on the open sea.`,
        subtopic: 'Landlocked countries',
        difficulty: shiftDifficulty(c.fame, 1),
      });
    }
  }
  return out;
}
