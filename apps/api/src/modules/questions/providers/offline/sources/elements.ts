import type { Difficulty, QuestionSpec } from '../types.js';
import { shiftDifficulty } from '../types.js';
import { asArray, loadPackageData, num, str } from './load-data.js';

export const ELEMENT_SOURCE = 'elements-data';

export interface Element {
  z: number;
  symbol: string;
  name: string;
  /** periodic-table's groupBlock, e.g. 'noble gas', 'lanthanoid'. */
  block: string;
  state?: string;
}

/** IUPAC spellings; periodic-table uses the American ones. */
const NAME_DISPLAY: Readonly<Record<string, string>> = { Al: 'Aluminium', Cs: 'Caesium' };

/** Symbols that come from Latin (or German) names, worth a line of explanation. */
const SYMBOL_ORIGIN: Readonly<Record<string, string>> = {
  Na: 'Latin natrium',
  K: 'Latin kalium',
  Fe: 'Latin ferrum',
  Cu: 'Latin cuprum',
  Ag: 'Latin argentum',
  Sn: 'Latin stannum',
  Sb: 'Latin stibium',
  Au: 'Latin aurum',
  Hg: 'Latin hydrargyrum',
  Pb: 'Latin plumbum',
  W: 'wolfram',
};

/**
 * Categories asked about, and the elements left out because textbooks disagree on them (group 12, hydrogen,
 * polonium, lawrencium) or because superheavy elements' chemistry is only predicted.
 */
export const CATEGORY_LABEL: Readonly<Record<string, string>> = {
  'noble gas': 'Noble gas',
  'alkali metal': 'Alkali metal',
  'alkaline earth metal': 'Alkaline earth metal',
  halogen: 'Halogen',
  'transition metal': 'Transition metal',
  lanthanoid: 'Lanthanide',
  actinoid: 'Actinide',
  metalloid: 'Metalloid',
};
const CATEGORY_SUBTOPIC: Readonly<Record<string, string>> = {
  'Noble gas': 'Noble gases',
  'Alkali metal': 'Alkali metals',
  'Alkaline earth metal': 'Alkaline earth metals',
  Halogen: 'Halogens',
  'Transition metal': 'Transition metals',
  Lanthanide: 'Lanthanides and actinides',
  Actinide: 'Lanthanides and actinides',
  Metalloid: 'Metalloids',
};
const CATEGORY_SKIP = new Set(['H', 'Zn', 'Cd', 'Hg', 'Po', 'Lr']);
/**
 * Group 3 is drawn two ways (Sc Y La Ac or Sc Y Lu Lr), so lanthanum, lutetium and actinium are transition
 * metals in some textbooks: never a wrong option for "transition metal", nor "transition metal" wrong for them.
 */
export const GROUP_3_AMBIGUOUS = new Set(['La', 'Lu', 'Ac']);
const WELL_KNOWN = new Set(['Fe', 'Cu', 'Zn', 'Ag', 'Sn', 'I', 'Pt', 'Au', 'Hg', 'Pb', 'U', 'Ni', 'Ne']);
/** Melt within a few degrees of room temperature: never offered as the "solid" in a state question. */
const NEAR_ROOM_MELTING = new Set(['Ga', 'Cs', 'Fr', 'Rb']);

export function periodOf(z: number): number {
  const ends = [2, 10, 18, 36, 54, 86, 118];
  return ends.findIndex((end) => z <= end) + 1;
}

let cache: readonly Element[] | undefined;
export function loadElements(): readonly Element[] {
  if (cache) return cache;
  const rows = asArray(loadPackageData('periodic-table/data.json'), 'periodic-table');
  cache = rows.flatMap((row) => {
    const z = num(row, 'atomicNumber');
    const symbol = str(row, 'symbol');
    const name = str(row, 'name');
    if (!z || !symbol || !name) return [];
    return [
      {
        z,
        symbol,
        name: NAME_DISPLAY[symbol] ?? name,
        block: str(row, 'groupBlock') ?? '',
        state: str(row, 'standardState'),
      },
    ];
  });
  return cache;
}

export function askableCategory(e: Element): string | undefined {
  if (e.z > 103 || CATEGORY_SKIP.has(e.symbol)) return undefined;
  return CATEGORY_LABEL[e.block];
}

function fameOf(e: Element): Difficulty {
  if (e.z <= 20 || WELL_KNOWN.has(e.symbol)) return 'easy';
  return e.z <= 56 ? 'medium' : 'hard';
}

/** Other elements by distance in atomic number (z-1, z+1, z-2, ...): near neighbours make tempting wrong answers. */
function byCloseness(e: Element, byZ: ReadonlyMap<number, Element>): Element[] {
  const out: Element[] = [];
  for (let d = 1; d < byZ.size; d++) {
    const below = byZ.get(e.z - d);
    const above = byZ.get(e.z + d);
    if (below) out.push(below);
    if (above) out.push(above);
  }
  return out;
}

function categoriesOf(elements: readonly Element[]): string[] {
  const out: string[] = [];
  for (const o of elements) {
    const c = askableCategory(o);
    if (c) out.push(c);
  }
  return out;
}

export function elementSpecs(): QuestionSpec[] {
  const all = loadElements();
  const out: QuestionSpec[] = [];
  const add = (e: Element, kind: string, s: Omit<QuestionSpec, 'id' | 'source' | 'group' | 'tags'>): void => {
    out.push({
      id: `chem:${kind}:${e.symbol}`,
      source: ELEMENT_SOURCE,
      group: e.symbol,
      tags: ['elements', kind],
      ...s,
    });
  };
  const labels = Object.values(CATEGORY_LABEL);
  const byZ = new Map(all.map((e) => [e.z, e]));
  for (const e of all) {
    const near = byCloseness(e, byZ);
    const fame = fameOf(e);
    const initial = e.name.charAt(0).toUpperCase();
    const origin = SYMBOL_ORIGIN[e.symbol];
    const symbolNote = `The chemical symbol for ${e.name} is ${e.symbol}${origin ? `, from the ${origin}` : ''}.`;
    add(e, 'symbol', {
      question: `What is the chemical symbol for ${e.name}?`,
      answer: e.symbol,
      distractors: [
        ...near.filter((o) => o.symbol.startsWith(initial) || o.symbol.charAt(0) === e.symbol.charAt(0)),
        ...near,
      ].map((o) => o.symbol),
      explanation: symbolNote,
      subtopic: 'Symbols',
      difficulty: origin ? shiftDifficulty(fame, 1) : fame,
    });
    add(e, 'symbol-of', {
      question: `Which element has the chemical symbol ${e.symbol}?`,
      answer: e.name,
      distractors: [...near.filter((o) => o.name.startsWith(e.symbol.charAt(0))), ...near].map((o) => o.name),
      explanation: symbolNote,
      subtopic: 'Symbols',
      difficulty: origin ? shiftDifficulty(fame, 1) : fame,
    });
    const protons = `${e.name} has atomic number ${e.z}: each of its atoms has ${e.z} protons.`;
    add(e, 'atomic-number', {
      question: `What is the atomic number of ${e.name}?`,
      answer: String(e.z),
      distractors: near.map((o) => String(o.z)),
      explanation: protons,
      subtopic: 'Atomic numbers',
      difficulty: shiftDifficulty(fame, 1),
    });
    add(e, 'atomic-number-of', {
      question: `Which element has atomic number ${e.z}?`,
      answer: e.name,
      distractors: near.map((o) => o.name),
      explanation: protons,
      subtopic: 'Atomic numbers',
      difficulty: shiftDifficulty(fame, 1),
    });
    const period = periodOf(e.z);
    add(e, 'period', {
      question: `In which period (row) of the periodic table is ${e.name}?`,
      answer: `Period ${period}`,
      distractors: [1, 2, 3, 4, 5, 6, 7]
        .filter((p) => p !== period)
        .sort((a, b) => Math.abs(a - period) - Math.abs(b - period))
        .map((p) => `Period ${p}`),
      explanation: `${e.name} (atomic number ${e.z}) is in period ${period} of the periodic table.`,
      subtopic: 'Periodic table',
      difficulty: shiftDifficulty(fame, 1),
    });
    const category = askableCategory(e);
    if (category) {
      const explanation = `${e.name} (${e.symbol}, atomic number ${e.z}) is ${/^[AEIOU]/.test(category) ? 'an' : 'a'} ${category.toLowerCase()}.`;
      add(e, 'category', {
        question: `Which family of elements does ${e.name} belong to?`,
        answer: category,
        // The families of the nearest elements first: iron is offered alkaline earth metal, not noble gas.
        distractors: [...new Set([...categoriesOf(near), ...labels])].filter(
          (l) =>
            l !== category && !(GROUP_3_AMBIGUOUS.has(e.symbol) && l === CATEGORY_LABEL['transition metal']),
        ),
        explanation,
        subtopic: CATEGORY_SUBTOPIC[category] ?? 'Element families',
        difficulty: fame,
      });
      add(e, 'member', {
        question: `Which of these elements is ${/^[AEIOU]/.test(category) ? 'an' : 'a'} ${category.toLowerCase()}?`,
        answer: e.name,
        distractors: near
          .filter(
            (o) =>
              askableCategory(o) &&
              askableCategory(o) !== category &&
              !(GROUP_3_AMBIGUOUS.has(o.symbol) && category === CATEGORY_LABEL['transition metal']),
          )
          .map((o) => o.name),
        explanation,
        subtopic: CATEGORY_SUBTOPIC[category] ?? 'Element families',
        difficulty: shiftDifficulty(fame, 1),
      });
    }
    if (e.state === 'gas' || e.state === 'liquid') {
      const solids = near.filter((o) => o.state === 'solid' && o.z <= 92 && !NEAR_ROOM_MELTING.has(o.symbol));
      add(e, e.state, {
        question: `Which of these elements is a ${e.state} at room temperature?`,
        answer: e.name,
        distractors: solids.map((o) => o.name),
        explanation: `${e.name} is a ${e.state} at room temperature; the other options are solids.`,
        subtopic: 'States of matter',
        difficulty: e.state === 'liquid' ? 'medium' : fame,
      });
    }
  }
  return out;
}
