/**
 * Giveaway detectors: a served question has a giveaway when a player who does not know the answer can still
 * find it, or strike out a wrong option, from what the options look like. Pure: the facts about places are
 * passed in (see giveaway-facts.ts for the ones built from the bank's country data).
 */

export interface ServedQuestion {
  /** The spec id: 'geo:language:BE' says the kind ('language') and the subject (Belgium). */
  id: string;
  question: string;
  options: readonly string[];
  correctIndex: number;
}

export interface PlaceFacts {
  /** Parts of the world a country is in, by ISO code: its continent(s) and its region ('Middle East'). */
  continentsOfCountry(code: string): readonly string[] | undefined;
  /** English name of a country by ISO code. */
  countryName(code: string): string | undefined;
  /** Parts of the world an option (a country, capital, region or language name) belongs to, if it names a place. */
  continentsOf(option: string): readonly string[] | undefined;
  /** What an option is ('country', 'capital', 'language', 'region', 'currency', 'us-state'), if known. */
  kindsOf(option: string): readonly string[] | undefined;
}

export type GiveawayKind =
  'far-region' | 'adjective' | 'native-name' | 'state-abbreviation' | 'internet-domain' | 'different-kind';

export interface Giveaway {
  kind: GiveawayKind;
  option: string;
}

/** Question kinds (the id's middle part) about one country where every option should come from near it. */
const REGIONAL_KINDS = new Set([
  'language',
  'region',
  'capital',
  'capital-of',
  'native-name',
  'currency-unit',
]);

const fold = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function parseId(id: string): { family: string; kind: string; subject: string } {
  const [family = '', kind = '', subject = ''] = id.split(':');
  return { family, kind, subject };
}

/** Surface shape of an option: what a glance tells apart without knowing anything. */
export function shapeOf(option: string): string {
  const s = option.trim();
  if (/^(\p{Regional_Indicator}{2})+$/u.test(s)) return 'flag';
  if (/^\+\d/.test(s)) return 'dialling-code';
  if (/^\.[a-z]{2,}$/.test(s)) return 'domain';
  if (/^[-−+]?[\d.,\s]+%?$/.test(s)) return 'number';
  // '44 BC' and 'AD 14' are both years, whichever side the era is written.
  if (/^(AD|CE)\s*\d+$|^\d+\s*(BC|BCE|AD|CE)$/.test(s)) return 'year';
  if (/^[-−]?[\d.,]+\s+\S/.test(s)) return 'quantity';
  return 'text';
}

/** Character bigrams of a folded word, for the spelling likeness of two names. */
function bigrams(s: string): string[] {
  const letters = fold(s).replace(/[^a-z]/g, '');
  const out: string[] = [];
  for (let i = 0; i + 2 <= letters.length; i++) out.push(letters.slice(i, i + 2));
  return out;
}

/** Dice coefficient on letter bigrams: 1 for the same spelling, 0 for no pair of letters in common. */
export function spellingLikeness(a: string, b: string): number {
  const x = bigrams(a);
  const y = bigrams(b);
  if (x.length === 0 || y.length === 0) return 0;
  const pool = [...y];
  let shared = 0;
  for (const g of x) {
    const i = pool.indexOf(g);
    if (i >= 0) {
      shared++;
      pool.splice(i, 1);
    }
  }
  return (2 * shared) / (x.length + y.length);
}

/** A native name this close in spelling to the English one reads as a translation, not a puzzle. */
export const NATIVE_NAME_LIKENESS = 0.35;

/** Can the two-letter code be spelled from the name: its first letter, then a later letter of the name? */
export function spellableCode(code: string, name: string): boolean {
  const n = fold(name).replace(/[^a-z]/g, '');
  const c = fold(code);
  return c.length === 2 && n.charAt(0) === c.charAt(0) && n.slice(1).includes(c.charAt(1));
}

/** Word stems (first four letters) of a country's name: 'Japanese' and 'Japan' share 'japa'. */
function stemsOf(name: string): string[] {
  return fold(name)
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4 && w !== 'republic' && w !== 'islands')
    .map((w) => w.slice(0, 4));
}

function farRegion(q: ServedQuestion, facts: PlaceFacts): Giveaway[] {
  const { family, kind, subject } = parseId(q.id);
  if (family !== 'geo' || !REGIONAL_KINDS.has(kind)) return [];
  const home = facts.continentsOfCountry(subject);
  if (!home) return [];
  return wrongOptions(q)
    .filter((option) => {
      const where = facts.continentsOf(option);
      return where !== undefined && !where.some((c) => home.includes(c));
    })
    .map((option) => ({ kind: 'far-region' as const, option }));
}

function adjective(q: ServedQuestion, facts: PlaceFacts): Giveaway[] {
  const { family, kind, subject } = parseId(q.id);
  if (family !== 'geo' || kind !== 'currency') return [];
  const name = facts.countryName(subject);
  if (!name) return [];
  const stems = stemsOf(name);
  // A word that is itself a currency unit ('Franc' for France) names the money, not the country. Only the key
  // gives itself away; the adjective in a wrong option ('Central African' for South Africa) is a trap.
  const isUnit = (word: string): boolean => facts.kindsOf(word)?.includes('currency') ?? false;
  return [q.options[q.correctIndex] ?? '']
    .filter((option) =>
      fold(option)
        .split(/[^a-z]+/)
        .some((w) => !isUnit(w) && stems.some((s) => w.startsWith(s))),
    )
    .map((option) => ({ kind: 'adjective' as const, option }));
}

function nativeName(q: ServedQuestion): Giveaway[] {
  const { kind } = parseId(q.id);
  const native = /"([^"]+)"/.exec(q.question)?.[1];
  if (kind !== 'native-name' || !native) return [];
  const answer = q.options[q.correctIndex] ?? '';
  const likeness = spellingLikeness(native, answer);
  const others = wrongOptions(q).map((o) => spellingLikeness(native, o));
  return likeness >= NATIVE_NAME_LIKENESS && others.every((o) => o < likeness)
    ? [{ kind: 'native-name', option: answer }]
    : [];
}

/** The only option a code can be spelled from (or the only code spelled from the state) gives itself away. */
function stateAbbreviation(q: ServedQuestion): Giveaway[] {
  const { family, kind } = parseId(q.id);
  if (family !== 'us' || (kind !== 'abbreviation' && kind !== 'abbreviation-of')) return [];
  const answer = q.options[q.correctIndex] ?? '';
  const named =
    kind === 'abbreviation'
      ? /abbreviation of (.+)\?$/.exec(q.question)?.[1]
      : /abbreviation ([A-Z]{2})\?$/.exec(q.question)?.[1];
  if (!named) return [];
  const fits = (option: string): boolean =>
    kind === 'abbreviation' ? spellableCode(option, named) : spellableCode(named, option);
  return fits(answer) && !wrongOptions(q).some(fits) ? [{ kind: 'state-abbreviation', option: answer }] : [];
}

/** The only option starting with the domain's letters (.fr → France) gives itself away. */
function internetDomain(q: ServedQuestion): Giveaway[] {
  const { kind } = parseId(q.id);
  const tld = /domain \.([a-z]{2})\?$/.exec(q.question)?.[1];
  if (kind !== 'internet-domain' || !tld) return [];
  const answer = q.options[q.correctIndex] ?? '';
  const starts = (o: string): boolean => fold(o).replace(/^the /, '').startsWith(tld);
  return starts(answer) && !wrongOptions(q).some(starts) ? [{ kind: 'internet-domain', option: answer }] : [];
}

/** A wrong option of another shape (a number among names) or another kind (a city among countries). */
function differentKind(q: ServedQuestion, facts: PlaceFacts): Giveaway[] {
  const answer = q.options[q.correctIndex] ?? '';
  const shape = shapeOf(answer);
  const kinds = facts.kindsOf(answer);
  return wrongOptions(q)
    .filter((option) => {
      if (shapeOf(option) !== shape) return true;
      const optionKinds = facts.kindsOf(option);
      return kinds !== undefined && optionKinds !== undefined && !optionKinds.some((k) => kinds.includes(k));
    })
    .map((option) => ({ kind: 'different-kind' as const, option }));
}

function wrongOptions(q: ServedQuestion): string[] {
  return q.options.filter((_, i) => i !== q.correctIndex);
}

/** Every giveaway in a served question; an empty list means the options make a player think. */
export function findGiveaways(q: ServedQuestion, facts: PlaceFacts): Giveaway[] {
  return [
    ...farRegion(q, facts),
    ...adjective(q, facts),
    ...nativeName(q),
    ...stateAbbreviation(q),
    ...internetDomain(q),
    ...differentKind(q, facts),
  ];
}
