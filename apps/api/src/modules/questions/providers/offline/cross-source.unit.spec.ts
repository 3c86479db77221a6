import { createRequire } from 'node:module';
import { loadCountries, countryJsonCapitals } from './sources/countries.js';
import { LAND_BORDERS, neighboursOf } from './sources/country-borders.js';
import { SOVEREIGN_CODES } from './sources/country-facts.js';
import { askableCategory, loadElements, periodOf } from './sources/elements.js';
import { foldText } from './sources/format.js';
import { editDistance } from './topic-matching.js';
import { loadUsStates } from './sources/us-states.js';

const requireData = createRequire(import.meta.url);

/**
 * Where country-json's capital differs from countries-list's (the one we ask about) and why. Anything not
 * listed here is a new disagreement and fails the test, so a data upgrade cannot slip a wrong capital in.
 */
const KNOWN_CAPITAL_DISAGREEMENTS: Readonly<Record<string, string>> = {
  AT: 'Wien: native name of Vienna',
  BE: 'Bruxelles [Brussel]: native names of Brussels',
  CN: 'Peking: old English name of Beijing',
  CU: 'La Habana: native name of Havana',
  CZ: 'Praha: native name of Prague',
  GT: 'Ciudad de Guatemala: native name of Guatemala City',
  MX: 'Ciudad de México: native name of Mexico City (truncated in country-json)',
  PA: 'Ciudad de Panamá: native name of Panama City',
  VA: 'Città del Vaticano: native name of Vatican City (truncated in country-json)',
  BO: 'La Paz: seat of government; Sucre is the constitutional capital',
  BI: 'Bujumbura: capital until 2019, replaced by Gitega',
  MM: 'Rangoon: capital until 2006, replaced by Naypyidaw',
  PW: 'Koror: capital until 2006, replaced by Ngerulmud',
  SZ: 'Mbabane: administrative capital; Lobamba is the royal and legislative one (not asked)',
  KI: 'Bairiki: a district of South Tarawa',
  MH: 'Dalap-Uliga-Darrit: the central district of Majuro',
  GB: 'Belfast: an error in country-json',
  TL: 'missing from country-json',
};

/**
 * Spelling variants (Alger, Athenai, Roma, Toskent) are the same city: same first letter and a distance of
 * at most a third of the name, so Rome and Lomé stay different.
 */
function sameCity(a: string, b: string): boolean {
  const x = foldText(a).replace(/[^a-z]/g, '');
  const y = foldText(b).replace(/[^a-z]/g, '');
  if (x === y || x.includes(y) || y.includes(x)) return true;
  return (
    x.charAt(0) === y.charAt(0) &&
    editDistance(x, y) <= Math.max(2, Math.floor(Math.max(x.length, y.length) / 3))
  );
}

describe('facts cross-checked against a second source', () => {
  describe('given the capitals from countries-list and from country-json', () => {
    it('then they agree for every country both cover, apart from the documented disagreements', () => {
      const other = countryJsonCapitals();
      const disagreements = loadCountries()
        .filter((c) => !other.has(c.code) || !sameCity(c.capital, other.get(c.code) ?? ''))
        .map((c) => c.code);
      expect(disagreements.filter((code) => !(code in KNOWN_CAPITAL_DISAGREEMENTS))).toEqual([]);
      // And the list stays honest: every entry is still a real disagreement.
      expect(
        Object.keys(KNOWN_CAPITAL_DISAGREEMENTS).filter((code) => !disagreements.includes(code)),
      ).toEqual([]);
      expect(loadCountries().length - disagreements.length).toBeGreaterThanOrEqual(170);
    });
  });

  describe('given the currency codes from countries-list and from country-json', () => {
    it('then the official currency agrees for most countries', () => {
      const rows = requireData('country-json/src/country-by-currency-code.json') as {
        country: string;
        currency_code: string | null;
      }[];
      const abbr = requireData('country-json/src/country-by-abbreviation.json') as {
        country: string;
        abbreviation: string;
      }[];
      const codeOf = new Map(abbr.map((r) => [r.country, r.abbreviation]));
      const theirs = new Map(rows.map((r) => [codeOf.get(r.country), r.currency_code]));
      const countries = loadCountries().filter((c) => theirs.has(c.code));
      const agree = countries.filter((c) => c.currencyCodes.includes(theirs.get(c.code) ?? ''));
      // country-json predates several changes (Croatia, Bulgaria and the Baltic states adopting the euro,
      // Venezuela's and Mauritania's redenominations), so only broad agreement is expected.
      expect(agree.length / countries.length).toBeGreaterThan(0.85);
    });
  });

  describe('given the elements from periodic-table and from chemical-elements', () => {
    it('then every symbol and name agrees for all 118 elements', () => {
      const { elements } = requireData('chemical-elements') as {
        elements: { number: number; symbol: string; name: string }[];
      };
      const theirs = new Map(elements.map((e) => [e.number, e]));
      const ours = loadElements();
      expect(ours).toHaveLength(118);
      // periodic-table spells Aluminum and Cesium; we show the IUPAC names, which chemical-elements uses too.
      const mismatches = ours.filter(
        (e) => theirs.get(e.z)?.symbol !== e.symbol || theirs.get(e.z)?.name !== e.name,
      );
      expect(mismatches).toEqual([]);
    });

    it('then every asked-about family matches the element’s place in the periodic table', () => {
      const byZ: Record<string, (z: number) => boolean> = {
        'Noble gas': (z) => [2, 10, 18, 36, 54, 86].includes(z),
        'Alkali metal': (z) => [3, 11, 19, 37, 55, 87].includes(z),
        'Alkaline earth metal': (z) => [4, 12, 20, 38, 56, 88].includes(z),
        Halogen: (z) => [9, 17, 35, 53, 85].includes(z),
        Lanthanide: (z) => z >= 57 && z <= 71,
        Actinide: (z) => z >= 89 && z <= 103,
        'Transition metal': (z) => (z >= 21 && z <= 29) || (z >= 39 && z <= 47) || (z >= 72 && z <= 79),
        Metalloid: (z) => [5, 14, 32, 33, 51, 52].includes(z),
      };
      for (const e of loadElements()) {
        const category = askableCategory(e);
        if (category)
          expect({ z: e.z, category, fits: byZ[category]?.(e.z) }).toEqual({ z: e.z, category, fits: true });
      }
      expect(periodOf(1)).toBe(1);
      expect(periodOf(26)).toBe(4);
      expect(periodOf(118)).toBe(7);
    });
  });

  describe('given the US states from typed-usa-states and from states-utils', () => {
    it('then capitals and postal codes agree, apart from one error in states-utils', () => {
      const { US_STATE_NAME_TO_CAPITAL: capitals, US_STATE_NAME_TO_CODE: codes } = requireData(
        'states-utils/statesData.js',
      ) as {
        US_STATE_NAME_TO_CAPITAL: Record<string, string>;
        US_STATE_NAME_TO_CODE: Record<string, string>;
      };
      const states = loadUsStates();
      expect(states).toHaveLength(50);
      // states-utils gives Minneapolis as Minnesota's capital; it is Saint Paul.
      const known = new Set(['Minnesota']);
      const wrong = states.filter(
        (s) => !known.has(s.name) && (capitals[s.name] !== s.capital || codes[s.name] !== s.abbreviation),
      );
      expect(wrong).toEqual([]);
      expect(states.find((s) => s.name === 'Minnesota')?.capital).toBe('Saint Paul');
    });
  });

  describe('given the hand-written land borders', () => {
    it('then every border is listed from both sides', () => {
      const oneSided: string[] = [];
      for (const code of Object.keys(LAND_BORDERS)) {
        for (const n of neighboursOf(code)) {
          const back = LAND_BORDERS[n];
          if (back && !neighboursOf(n).includes(code) && !(back.also ?? []).includes(code))
            oneSided.push(`${code}-${n}`);
        }
      }
      expect(oneSided).toEqual([]);
    });

    it('then they agree with country-json on which countries are landlocked', () => {
      // A landlocked country must have a land neighbour; an island state must have none.
      for (const c of loadCountries()) {
        if (c.landlocked === true)
          expect({ code: c.code, neighbours: neighboursOf(c.code).length > 0 }).toEqual({
            code: c.code,
            neighbours: true,
          });
      }
      for (const island of ['JP', 'IS', 'MT', 'CU', 'JM', 'NZ', 'AU', 'MG', 'LK', 'PH', 'SG', 'FJ'])
        expect(neighboursOf(island)).toEqual([]);
      const codes = new Set(SOVEREIGN_CODES);
      for (const code of Object.keys(LAND_BORDERS)) expect(codes.has(code)).toBe(true);
    });
  });
});
