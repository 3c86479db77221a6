import { shiftDifficulty, type Difficulty, type QuestionSpec } from '../types.js';
import {
  CAPITAL_NOTES,
  CAPITAL_SKIP,
  CONTINENT_AMBIGUOUS,
  DIALLING_NOTES,
  FAMOUS,
  FLAG_LOOKALIKES,
  LANGUAGE_SKIP,
  LINGUA_FRANCAS,
  REGION_LABELS_ASKED,
  REGION_LABELS_OFFERED,
  REGION_QUESTION_CONTINENTS,
  REGION_QUESTION_SKIP,
  REGIONAL_LANGUAGES,
  countryTld,
  formatDiallingCode,
} from './country-facts.js';
import { neighboursOf } from './country-borders.js';
import { loadCountries, type Country } from './countries.js';
import { foldText, mapDefined, preferFirst } from './format.js';
import { NATIVE_NAME_LIKENESS, spellingLikeness } from '../quality/giveaways.js';

export const COUNTRY_SOURCE = 'countries-data';

/** Enough candidates for the draw window after filtering; longer lists only cost time while pools are built. */
const PEER_LIMIT = 40;
const peerCache = new WeakMap<Country, Country[]>();

/** Countries a player would confuse with `c`: same subregion, then same continent, then anywhere. */
export function peersOf(c: Country, all: readonly Country[]): Country[] {
  const cached = peerCache.get(c);
  if (cached) return cached;
  const sameRegion: Country[] = [];
  const sameContinent: Country[] = [];
  const others: Country[] = [];
  for (const o of all) {
    if (o.code === c.code) continue;
    if (c.subregion && o.subregion === c.subregion) sameRegion.push(o);
    else if (o.continent === c.continent) sameContinent.push(o);
    else others.push(o);
  }
  const peers = [...sameRegion, ...sameContinent, ...others].slice(0, PEER_LIMIT);
  peerCache.set(c, peers);
  return peers;
}

/** Continents a player thinks of as next door: wrong answers come from there when home has too few. */
const NEAR_CONTINENTS: Readonly<Record<string, readonly string[]>> = {
  Europe: ['Asia'],
  Asia: ['Europe', 'Oceania'],
  Africa: ['Asia'],
  'North America': ['South America'],
  'South America': ['North America'],
  Oceania: ['Asia'],
};

/** Every other country, nearest first: same subregion, same continent(s), then the near continents. */
function nearestFirst(c: Country, all: readonly Country[]): Country[] {
  const home = new Set([c.continent, ...c.continents]);
  const near = new Set([...home].flatMap((k) => NEAR_CONTINENTS[k] ?? []));
  const rank = (o: Country): number =>
    c.subregion && o.subregion === c.subregion
      ? 0
      : home.has(o.continent)
        ? 1
        : near.has(o.continent)
          ? 2
          : 3;
  return all.filter((o) => o.code !== c.code && rank(o) < 3).sort((a, b) => rank(a) - rank(b));
}

export function countryTags(c: Country, kind: string): string[] {
  return [kind, `continent:${c.continent}`, ...c.continents.map((k) => `continent:${k}`)];
}

function spec(
  c: Country,
  kind: string,
  fields: Omit<QuestionSpec, 'id' | 'source' | 'group' | 'tags'>,
): QuestionSpec {
  return {
    id: `geo:${kind}:${c.code}`,
    source: COUNTRY_SOURCE,
    group: c.code,
    tags: countryTags(c, kind),
    ...fields,
  };
}

const lookalikeOf = (code: string): Set<string> =>
  new Set(FLAG_LOOKALIKES.filter((g) => g.includes(code)).flat());

/** Strips a leading demonym from a currency name: 'Polish Zloty' -> 'Zloty', 'South African Rand' -> 'Rand'. */
function currencyUnit(c: Country, currencyName: string): string {
  const nameWords = foldText(c.name).split(/\s+/);
  const words = currencyName.split(/\s+/);
  const isAdjective = (word: string): boolean =>
    word === c.code || nameWords.some((w) => foldText(word).slice(0, 3) === w.slice(0, 3));
  // 'Cape Verdean Escudo': everything up to the last adjective goes, not only a leading one.
  let last = -1;
  for (let i = 0; i < words.length - 1; i++) if (isAdjective(words[i] ?? '')) last = i;
  return words.slice(last + 1).join(' ');
}

/**
 * Difficulty by what a question asks, not only by how well known the country is: a capital named after its
 * country (San Salvador, Kuwait City) or a language named after it (Slovenian) is easy anywhere; a world
 * currency (the Euro, the Yen) is as easy as its country is well known, a local one a level harder.
 */
const namedAfter = (c: Country, thing: string): boolean => {
  const stems = foldText(c.name)
    .split(/[\s-]+/)
    .filter((w) => w.length >= 4)
    .map((w) => w.slice(0, 4));
  return (
    spellingLikeness(thing, c.name) >= 0.5 ||
    foldText(thing)
      .split(/[\s-]+/)
      .some((w) => stems.some((stem) => w.startsWith(stem)))
  );
};

function capitalDifficulty(c: Country): Difficulty {
  return namedAfter(c, c.capital) ? 'easy' : c.fame;
}

function languageDifficulty(c: Country, language: string): Difficulty {
  if (namedAfter(c, language) || LINGUA_FRANCAS.has(language)) return 'easy';
  return shiftDifficulty(c.fame, 1);
}

/** Currencies most players have heard of, whatever country is asked about. */
const WORLD_CURRENCY_UNITS = new Set(
  'euro dollar pound yen rupee ruble rouble yuan renminbi peso franc krone krona real rand won lira shekel'.split(
    ' ',
  ),
);

function currencyDifficulty(c: Country): Difficulty {
  const unit = c.currencyName ? foldText(currencyUnit(c, c.currencyName)).split(/\s+/).pop() : undefined;
  return unit && WORLD_CURRENCY_UNITS.has(unit) ? c.fame : shiftDifficulty(c.fame, 1);
}

/** Options with as many words as the answer first: 'West African CFA Franc' beside one-word units stood out. */
function alikeInLength(answer: string, options: readonly string[]): string[] {
  const words = (s: string): number => s.trim().split(/\s+/).length;
  return preferFirst(
    options.filter((o) => words(o) === words(answer)),
    options,
  );
}

function unitNamesCountry(c: Country, unit: string): boolean {
  const stems = foldText(c.name)
    .split(/\s+/)
    .filter((w) => w.length >= 4)
    .map((w) => w.slice(0, 4));
  return foldText(unit)
    .split(/\s+/)
    .some((w) => stems.some((s) => w.startsWith(s)));
}

export function basicCountrySpecs(): QuestionSpec[] {
  const all = loadCountries();
  const out: QuestionSpec[] = [];
  const continentNames = ['Africa', 'Asia', 'Europe', 'North America', 'South America', 'Oceania'];
  // A unit is asked about only when exactly one country uses a currency of that name ('Zloty', not 'Dollar').
  const unitUsers = new Map<string, Set<string>>();
  const unitKey = (currencyName: string): string =>
    foldText(
      currencyName
        .replace(/\(.*?\)/g, '')
        .trim()
        .split(/\s+/)
        .pop() ?? '',
    );
  for (const c of all) {
    for (const n of c.currencyNames)
      unitUsers.set(unitKey(n), (unitUsers.get(unitKey(n)) ?? new Set()).add(c.code));
  }
  for (const c of all) {
    const peers = peersOf(c, all);
    const fame = c.fame;
    if (!CAPITAL_SKIP.has(c.code)) {
      const note = CAPITAL_NOTES[c.code];
      const capitals = peers.filter((p) => !CAPITAL_SKIP.has(p.code)).map((p) => p.capital);
      out.push(
        spec(c, 'capital', {
          question: `What is the capital of ${c.the}?`,
          answer: c.capital,
          distractors: capitals,
          explanation: note ?? `${c.capital} is the capital of ${c.the}.`,
          subtopic: 'Capitals',
          difficulty: capitalDifficulty(c),
        }),
      );
      out.push(
        spec(c, 'capital-of', {
          question: `${c.capital} is the capital of which country?`,
          answer: c.name,
          distractors: peers.map((p) => p.name),
          explanation: note ?? `${c.capital} is the capital of ${c.the}.`,
          subtopic: 'Capitals',
          difficulty: capitalDifficulty(c),
        }),
      );
    }
    // A unit named after its country (the Boliviano) answers its own question either way round.
    if (
      c.currencyName &&
      c.currencyCodes.length <= 3 &&
      c.code !== 'ZW' &&
      !unitNamesCountry(c, currencyUnit(c, c.currencyName))
    ) {
      const own = new Set(c.currencyCodes);
      // Units without the country's adjective: 'Yen', not 'Japanese Yen', which names the answer.
      const ownUnits = new Set(c.currencyNames.map((n) => foldText(currencyUnit(c, n))));
      const answerUnit = currencyUnit(c, c.currencyName);
      out.push(
        spec(c, 'currency', {
          question: `What is the official currency of ${c.the}?`,
          answer: answerUnit,
          distractors: alikeInLength(
            answerUnit,
            mapDefined(
              peers.filter((p) => !p.currencyCodes.some((k) => own.has(k))),
              (p) => (p.currencyName ? currencyUnit(p, p.currencyName) : undefined),
            ).filter((u) => !ownUnits.has(foldText(u))),
          ),
          explanation: `${c.The} uses the ${c.currencyName} (${c.currencyCodes[0]}).`,
          subtopic: 'Currencies',
          difficulty: currencyDifficulty(c),
        }),
      );
      const unit = currencyUnit(c, c.currencyName);
      if (unit !== c.currencyName && unitUsers.get(unitKey(c.currencyName))?.size === 1) {
        out.push(
          spec(c, 'currency-unit', {
            question: `Which country's currency is the ${unit}?`,
            answer: c.name,
            distractors: peers.map((p) => p.name),
            explanation: `The ${c.currencyName} (${c.currencyCodes[0]}) is the currency of ${c.the}.`,
            subtopic: 'Currencies',
            difficulty: currencyDifficulty(c),
          }),
        );
      }
    }
    const lookalikes = lookalikeOf(c.code);
    const flagPeers = peers.filter((p) => !lookalikes.has(p.code));
    out.push(
      spec(c, 'flag', {
        question: `Which country's flag is ${c.flag}?`,
        answer: c.name,
        distractors: flagPeers.map((p) => p.name),
        explanation: `${c.flag} is the flag of ${c.the}.`,
        subtopic: 'Flags',
        difficulty: fame,
      }),
    );
    out.push(
      spec(c, 'flag-of', {
        question: `Which of these is the flag of ${c.the}?`,
        answer: c.flag,
        distractors: flagPeers.map((p) => p.flag),
        explanation: `The flag of ${c.the} is ${c.flag}.`,
        subtopic: 'Flags',
        difficulty: fame,
      }),
    );
    if (!CONTINENT_AMBIGUOUS.has(c.code) && c.continents.length === 0) {
      out.push(
        spec(c, 'continent', {
          question: `On which continent is ${c.the}?`,
          answer: c.continent,
          distractors: continentNames.filter((k) => k !== c.continent),
          explanation: `${c.The} is in ${c.continent}${c.subregion ? ` (${c.subregion})` : ''}.`,
          subtopic: 'Continents',
          difficulty: fame === 'hard' ? 'medium' : 'easy',
        }),
      );
    }
    if (
      c.subregion &&
      REGION_LABELS_ASKED.has(c.subregion) &&
      REGION_QUESTION_CONTINENTS.has(c.continent) &&
      !REGION_QUESTION_SKIP.has(c.code)
    ) {
      // Only the subject's continent: a region of another continent rules itself out.
      const regionsHere = preferFirst(
        mapDefined(
          all.filter((o) => o.continent === c.continent),
          (o) => o.subregion,
        ),
        [],
      ).filter((r) => r !== c.subregion && (REGION_LABELS_ASKED.has(r) || REGION_LABELS_OFFERED.has(r)));
      out.push(
        spec(c, 'region', {
          question: `In which part of the world is ${c.the}?`,
          answer: c.subregion,
          distractors: regionsHere,
          explanation: `${c.The} is in ${c.subregion}, ${c.continent}.`,
          subtopic: 'Regions',
          difficulty: shiftDifficulty(fame, 1),
        }),
      );
    }
    const mainLanguage = c.languages[0];
    if (mainLanguage && !LANGUAGE_SKIP.has(c.code)) {
      // Languages of the same part of the world, but never a bordering country's: languages cross borders
      // as minority or regional official languages more often than the data says.
      const bordering = new Set(neighboursOf(c.code));
      const borderLanguages = all.filter((o) => bordering.has(o.code)).flatMap((o) => o.languages);
      const wrong = preferFirst(
        nearestFirst(c, all)
          .filter((o) => !bordering.has(o.code))
          .flatMap((o) => o.languages),
        [],
        new Set([
          ...c.languages,
          ...LINGUA_FRANCAS,
          ...borderLanguages,
          ...(REGIONAL_LANGUAGES[c.code] ?? []),
        ]),
      );
      out.push(
        spec(c, 'language', {
          question: `Which of these is an official or national language of ${c.the}?`,
          answer: mainLanguage,
          distractors: wrong,
          explanation: `${mainLanguage} is an official or national language of ${c.the}.`,
          subtopic: 'Languages',
          difficulty: languageDifficulty(c, mainLanguage),
        }),
      );
    }
    if (
      /^[\p{Script=Latin}\s'’.,()-]+$/u.test(c.native) &&
      foldText(c.native).slice(0, 3) !== foldText(c.name).slice(0, 3) &&
      // 'Danmark' or 'Sverige' reads as its English name: no puzzle, only a giveaway.
      spellingLikeness(c.native, c.name) < NATIVE_NAME_LIKENESS
    ) {
      out.push(
        spec(c, 'native-name', {
          question: `Which country calls itself "${c.native}" in its own language?`,
          answer: c.name,
          distractors: peers.map((p) => p.name),
          explanation: `${c.native} is the name of ${c.the} in its own language.`,
          subtopic: 'Native names',
          difficulty: FAMOUS.has(c.code) ? 'medium' : 'hard',
        }),
      );
    }
    const dialling = formatDiallingCode(c.phone);
    if (dialling) {
      out.push(
        spec(c, 'dialling-code', {
          question: `What is the international dialling code of ${c.the}?`,
          answer: dialling,
          // Codes as long as the answer first: a famous country's short code is no clue beside others like it.
          distractors: preferFirst(
            mapDefined(peers, (p) => formatDiallingCode(p.phone)).filter((d) => d.length === dialling.length),
            mapDefined(peers, (p) => formatDiallingCode(p.phone)),
          ).filter((d) => d !== dialling),
          explanation: DIALLING_NOTES[c.code] ?? `Calls to ${c.the} from abroad start with ${dialling}.`,
          subtopic: 'Dialling codes',
          difficulty: shiftDifficulty(fame, 1),
        }),
      );
    }
    const tld = countryTld(c.code);
    const obvious = foldText(c.name).startsWith(tld.slice(1));
    const sameStart = all.filter((o) => o.code !== c.code && foldText(o.name).startsWith(tld.slice(1)));
    const sameLetter = all.filter((o) => o.code !== c.code && foldText(o.name).startsWith(tld.charAt(1)));
    // '.fr' among countries without 'Fr' names is France by spelling alone: asked only where three other
    // countries start with the same two letters and stand beside it.
    if (!obvious || sameStart.length >= 3) {
      const wrongStart = obvious ? sameStart : sameLetter;
      out.push(
        spec(c, 'internet-domain', {
          question: `Which country has the internet domain ${tld}?`,
          answer: c.name,
          distractors: preferFirst(
            wrongStart.map((o) => o.name),
            peers.map((p) => p.name),
          ),
          explanation: `${tld} is the country-code top-level domain of ${c.the}.`,
          subtopic: 'Internet domains',
          difficulty: obvious ? (FAMOUS.has(c.code) ? 'easy' : 'medium') : shiftDifficulty(fame, 1),
        }),
      );
    }
  }
  return out;
}
