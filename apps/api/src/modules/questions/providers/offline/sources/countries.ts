import { continents, countries, getEmojiFlag, languages, type TCountryCode } from 'countries-list';
import { currencies } from 'countries-list/currencies';
import type { Difficulty } from '../types.js';
import {
  CAPITAL_DISPLAY,
  FAMOUS,
  KNOWN,
  LANGUAGE_ANSWER,
  LANGUAGE_NAME,
  NAME_WITH_ARTICLE,
  PHONE_OVERRIDE,
  POPULATION_SKIP,
  SOVEREIGN_CODES,
} from './country-facts.js';
import { asArray, loadPackageData, num, str } from './load-data.js';

export interface Country {
  code: string;
  /** Short English name, as shown in options: 'Netherlands'. */
  name: string;
  /** The name inside a sentence ('the Netherlands') and at its start ('The Netherlands'). */
  the: string;
  The: string;
  native: string;
  capital: string;
  continent: string;
  /** Set only for transcontinental countries. */
  continents: readonly string[];
  subregion?: string;
  currencyCodes: readonly string[];
  currencyName?: string;
  /** Names of every currency in use, the official one first. */
  currencyNames: readonly string[];
  /** Language names, the best-known official one first. */
  languages: readonly string[];
  phone: readonly number[];
  population?: number;
  areaKm2?: number;
  landlocked?: boolean;
  flag: string;
  fame: Difficulty;
}

/** Reads one country-json file into a map from ISO code to row, via its country-name-to-code file. */
function countryJson(
  file: string,
  nameToCode: ReadonlyMap<string, string>,
): Map<string, Record<string, unknown>> {
  const rows = asArray(loadPackageData(`country-json/src/country-by-${file}.json`), `country-json ${file}`);
  const out = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    const code = nameToCode.get(str(row, 'country') ?? '');
    if (code) out.set(code, row);
  }
  return out;
}

export function countryJsonNameToCode(): Map<string, string> {
  const rows = asArray(
    loadPackageData('country-json/src/country-by-abbreviation.json'),
    'country-json abbreviation',
  );
  const map = new Map<string, string>();
  for (const row of rows) {
    const name = str(row, 'country');
    const code = str(row, 'abbreviation');
    if (name && code) map.set(name, code);
  }
  return map;
}

/** country-json's capital per ISO code: the second source the tests hold countries-list to. */
export function countryJsonCapitals(): Map<string, string> {
  const nameToCode = countryJsonNameToCode();
  const out = new Map<string, string>();
  for (const [code, row] of countryJson('capital-city', nameToCode)) {
    const city = str(row, 'city');
    if (city) out.set(code, city);
  }
  return out;
}

function languageName(code: string): string {
  const override = LANGUAGE_NAME[code];
  if (override !== undefined) return override;
  return (languages as Record<string, { name: string } | undefined>)[code]?.name ?? '';
}

function fameOf(code: string, population: number | undefined): Difficulty {
  if (FAMOUS.has(code)) return 'easy';
  if (KNOWN.has(code) || (population ?? 0) >= 20_000_000) return 'medium';
  return 'hard';
}

let cache: readonly Country[] | undefined;

export function loadCountries(): readonly Country[] {
  if (cache) return cache;
  const nameToCode = countryJsonNameToCode();
  const population = countryJson('population', nameToCode);
  const area = countryJson('surface-area', nameToCode);
  const region = countryJson('region-in-world', nameToCode);
  const landlocked = countryJson('landlocked', nameToCode);
  const list: Country[] = [];
  for (const code of SOVEREIGN_CODES) {
    const c = countries[code as TCountryCode];
    if (!c) continue;
    const pop = POPULATION_SKIP.has(code) ? undefined : num(population.get(code) ?? {}, 'population');
    const langCodes = [...c.languages];
    const preferred = LANGUAGE_ANSWER[code];
    if (preferred && langCodes.includes(preferred as (typeof langCodes)[number])) {
      langCodes.splice(langCodes.indexOf(preferred as (typeof langCodes)[number]), 1);
      langCodes.unshift(preferred as (typeof langCodes)[number]);
    }
    const ll = str(landlocked.get(code) ?? {}, 'landlocked');
    const primaryCurrency = c.currency[0];
    const the = NAME_WITH_ARTICLE.has(code) ? `the ${c.name}` : c.name;
    list.push({
      code,
      name: c.name,
      the,
      The: the.charAt(0).toUpperCase() + the.slice(1),
      native: c.native,
      capital: CAPITAL_DISPLAY[code] ?? c.capital,
      continent: continents[c.continent],
      continents: (c.continents ?? []).map((k) => continents[k]),
      subregion: str(region.get(code) ?? {}, 'location'),
      currencyCodes: [...c.currency],
      currencyName: primaryCurrency ? currencies[primaryCurrency]?.name : undefined,
      currencyNames: c.currency.flatMap((k) => currencies[k]?.name ?? []),
      languages: langCodes.map(languageName).filter((n) => n !== ''),
      phone: PHONE_OVERRIDE[code] ?? c.phone,
      population: pop,
      areaKm2: num(area.get(code) ?? {}, 'area'),
      landlocked: ll === '1' ? true : ll === '0' ? false : undefined,
      flag: getEmojiFlag(code as TCountryCode),
      fame: fameOf(code, pop),
    });
  }
  cache = list;
  return list;
}
