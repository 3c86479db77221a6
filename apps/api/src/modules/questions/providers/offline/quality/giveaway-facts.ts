import { loadCountries, type Country } from '../sources/countries.js';
import { foldText } from '../sources/format.js';
import { loadUsStates } from '../sources/us-states.js';
import type { PlaceFacts } from './giveaways.js';

/** Strips a leading adjective the way currencies are shown ('Polish Zloty' is also known as 'Zloty'). */
const lastWord = (s: string): string => s.trim().split(/\s+/).pop() ?? s;

/**
 * North and South America count as one part of the world: Caribbean, Central and South American countries
 * share languages and history, and a player does not rule out Guarani for Antigua by geography.
 */
const partOfWorld = (continent: string): string =>
  continent === 'North America' || continent === 'South America' ? 'Americas' : continent;

/** A country's continent(s) and region: Cyprus is in Europe and in the Middle East. */
const partsOf = (c: Country): string[] => [
  ...(c.continents.length > 0 ? c.continents : [c.continent]).map(partOfWorld),
  ...(c.subregion ? [c.subregion] : []),
];

/** The facts the giveaway detectors need, read from the same country and state data the bank is built on. */
export function bankPlaceFacts(): PlaceFacts {
  const countries = loadCountries();
  const continents = new Map<string, Set<string>>();
  const kinds = new Map<string, Set<string>>();
  const note = (map: Map<string, Set<string>>, key: string, value: string): void => {
    const k = foldText(key);
    map.set(k, (map.get(k) ?? new Set()).add(value));
  };
  const byCode = new Map(countries.map((c) => [c.code, c]));
  for (const c of countries) {
    const where = partsOf(c);
    for (const w of where) {
      note(continents, c.name, w);
      note(continents, c.capital, w);
      for (const language of c.languages) note(continents, language, w);
      if (c.subregion) note(continents, c.subregion, w);
    }
    note(kinds, c.name, 'country');
    note(kinds, c.capital, 'capital');
    for (const language of c.languages) note(kinds, language, 'language');
    if (c.subregion) note(kinds, c.subregion, 'region');
    note(kinds, c.continent, 'continent');
    // Australia is a country and, in everyday speech, a continent.
    if (c.code === 'AU') note(kinds, c.name, 'continent');
    for (const currency of c.currencyNames) {
      note(kinds, currency, 'currency');
      note(kinds, lastWord(currency), 'currency');
    }
  }
  for (const s of loadUsStates()) {
    note(kinds, s.name, 'us-state');
    note(kinds, s.capital, 'capital');
  }
  const list = (map: Map<string, Set<string>>, key: string): string[] | undefined => {
    const found = map.get(foldText(key));
    return found ? [...found] : undefined;
  };
  return {
    continentsOfCountry: (code) => {
      const c = byCode.get(code);
      return c ? partsOf(c) : undefined;
    },
    countryName: (code) => byCode.get(code)?.name,
    continentsOf: (option) => list(continents, option),
    kindsOf: (option) => list(kinds, option),
  };
}
