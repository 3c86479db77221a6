/** The four answer letters, in option order. */
export const ANSWER_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type AnswerLetter = (typeof ANSWER_LETTERS)[number];
export type OptionIndex = 0 | 1 | 2 | 3;

export const letterOf = (index: OptionIndex): AnswerLetter => ANSWER_LETTERS[index];

const foldCase = (text: string): string => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The position a key names by form: '1'-'4', 'A'-'D', 'Option B', 'option 2', '(C)', 'D)', 'b.'.
 * Anything else names no position.
 */
function positionNamed(key: string): OptionIndex | null {
  const match = /^(?:option\s*)?[([]?\s*([1-4a-d])\s*[)\].:]?$/i.exec(key);
  if (!match) return null;
  const token = match[1]!.toUpperCase();
  const index = /[1-4]/.test(token) ? Number(token) - 1 : ANSWER_LETTERS.indexOf(token as AnswerLetter);
  return index as OptionIndex;
}

/**
 * Resolves a source's key to the option it names (spec §5: a digit 1-4, a letter A-D, 'Option X', an exact
 * option text, or an option text contained in the answer; case-insensitive).
 *
 * Unlike the client's display rule, nothing defaults to A: a key the rule cannot resolve, or one that names
 * two different options (the text "B" when option C reads "B", or an answer containing two unrelated
 * options), resolves to null and the question is dropped.
 */
export function resolveAnswerKey(key: string, options: readonly string[]): OptionIndex | null {
  const named = optionsNamedBy(key, options);
  return named.length === 1 ? named[0]! : null;
}

/**
 * Every option a key names by the rule of `resolveAnswerKey`, in option order: none, one (the key resolves to
 * it), or several (the key is ambiguous and counts as none of them). Lets a player be told "B or D?" rather
 * than "no option".
 */
export function optionsNamedBy(key: string, options: readonly string[]): OptionIndex[] {
  if (options.length !== 4) return [];
  const wanted = foldCase(key);
  if (wanted === '') return [];
  const folded = options.map(foldCase);
  const byPosition = positionNamed(wanted);
  const exact = folded.flatMap((option, index) => (option === wanted ? [index as OptionIndex] : []));
  if (exact.length > 1) return exact;
  if (exact.length === 1) {
    const byText = exact[0]!;
    return byPosition === null || byPosition === byText ? [byText] : inOrder([byPosition, byText]);
  }
  if (byPosition !== null) return [byPosition];
  // "The answer is Nigeria" contains both "Niger" and "Nigeria": the longer one is meant.
  const contained = folded
    .map((option, index) => ({ option, index: index as OptionIndex }))
    .filter(({ option }) => option !== '' && wanted.includes(option));
  return contained
    .filter(
      ({ option }) => !contained.some((other) => other.option !== option && other.option.includes(option)),
    )
    .map(({ index }) => index);
}

const inOrder = (indexes: OptionIndex[]): OptionIndex[] => [...indexes].sort((a, b) => a - b);
