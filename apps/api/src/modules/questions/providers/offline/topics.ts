import type { QuestionSpec } from './types.js';
import type { TopicIdentity } from './topic-matching.js';
import { CURATED_TOPICS } from './curated-topics.js';
import {
  arithmeticSpecs,
  chemicalElementSpecs,
  countrySpecs,
  curatedSpecs,
  stateSpecs,
} from './sources/index.js';

export interface TopicDefinition extends TopicIdentity {
  build: () => QuestionSpec[];
}

type Build = () => QuestionSpec[];

const tagged =
  (specs: Build, ...tags: string[]): Build =>
  () =>
    specs().filter((s) => s.tags?.some((t) => tags.includes(t)));
/** A continent's countries, without "which continent is X on" (the answer would always be the topic). */
const continent =
  (...names: string[]): Build =>
  () => {
    const wanted = names.map((n) => `continent:${n}`);
    return countrySpecs().filter(
      (s) => !s.tags?.includes('continent') && s.tags?.some((t) => wanted.includes(t)),
    );
  };
const banks =
  (...keys: string[]): Build =>
  () =>
    keys.flatMap((k) => curatedSpecs(k));
const all =
  (...parts: Build[]): Build =>
  () =>
    parts.flatMap((p) => p());

/** Synonyms are written as one comma-separated string to keep the table readable. */
const topic = (key: string, label: string, synonyms: string, build: Build): TopicDefinition => ({
  key,
  label,
  synonyms: synonyms.split(',').map((s) => s.trim()),
  build,
});

/** Order matters only for ties in topic matching: the earlier topic wins. */
export const TOPICS: readonly TopicDefinition[] = [
  topic(
    'geography',
    'Geography',
    'geo, world geography, countries, countries of the world, nations, maps, world, borders, rivers, mountains, population',
    all(countrySpecs, banks('geography')),
  ),
  topic(
    'capitals',
    'Capitals',
    'capital cities, world capitals, capital city, capitals of the world, state capitals',
    all(tagged(countrySpecs, 'capital', 'capital-of'), tagged(stateSpecs, 'capital', 'capital-of')),
  ),
  topic(
    'flags',
    'Flags',
    'flag, world flags, flags of the world, country flags, vexillology',
    tagged(countrySpecs, 'flag', 'flag-of'),
  ),
  topic(
    'currencies',
    'Currencies',
    'currency, money, world currencies, currencies of the world',
    tagged(countrySpecs, 'currency', 'currency-unit'),
  ),
  topic(
    'world-languages',
    'World Languages',
    'languages, language, linguistics, languages of the world, spoken languages',
    all(tagged(countrySpecs, 'language', 'native-name'), banks('languages')),
  ),
  topic(
    'us-states',
    'US States',
    'states, usa, us, united states, america, american states, 50 states, states of america',
    stateSpecs,
  ),
  topic('europe', 'Europe', 'european countries, eu, countries of europe', continent('Europe')),
  topic('asia', 'Asia', 'asian countries, countries of asia, middle east, far east', continent('Asia')),
  topic('africa', 'Africa', 'african countries, countries of africa', continent('Africa')),
  topic(
    'americas',
    'The Americas',
    'north america, south america, latin america, central america, caribbean',
    continent('North America', 'South America'),
  ),
  topic(
    'oceania',
    'Oceania',
    'australia and oceania, pacific, pacific islands, australasia',
    continent('Oceania'),
  ),
  topic(
    'chemistry',
    'Chemistry',
    'chem, elements, chemical elements, periodic table, element',
    all(chemicalElementSpecs, banks('chemistry')),
  ),
  topic(
    'math',
    'Math',
    'maths, mathematics, arithmetic, numbers, roman numerals, times tables, geometry',
    all(arithmeticSpecs, banks('math')),
  ),
  ...CURATED_TOPICS.map(([key, label, synonyms, bankKeys]) =>
    topic(key, label, synonyms, banks(...bankKeys.split(' '))),
  ),
];
