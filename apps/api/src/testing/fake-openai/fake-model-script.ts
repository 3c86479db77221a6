/**
 * What the fake OpenAI server says, scripted per test. Replies are consumed one per request, in order, and
 * the last one repeats; question-writing and answering requests have separate scripts.
 */

/** A fact the fake model "knows": it writes questions from these and answers questions about them. */
export interface FakeFact {
  question: string;
  options: readonly [string, string, string, string];
  /** The true answer: one of the options. */
  answer: string;
  explanation: string;
  subtopic: string;
}

/** How the fake model marks the key: truthfully, always B (the bias models show), or wrongly. */
export type KeyStyle = 'true' | 'always-B' | 'wrong';

export type FailureReply = {
  status: number;
  /** Sent as the Retry-After header, e.g. '1' (seconds). */
  retryAfter?: string;
  message?: string;
};

export type QuestionsReply =
  | {
      questions: readonly FakeFact[];
      key?: KeyStyle;
      /** Writes every question given, even more than the request's count. */
      ignoreCount?: boolean;
      /** Mid-stream, after this many questions: an OpenAI error event (streaming) or a 500 (not streaming). */
      errorAfterQuestions?: number;
      /** After this many questions the connection is cut without a word. */
      dropAfterQuestions?: number;
    }
  /** Exactly this text as the model's reply, e.g. malformed JSON. */
  | { content: string }
  | FailureReply;

export type AnswerReply =
  /** Picks the option that is the true answer of a known fact, wherever the options were shuffled to. */
  | 'truth'
  | 'always-B'
  /** Prose with no letter in it. */
  | 'unusable'
  | { content: string }
  | FailureReply;

const capital = (country: string, answer: string, distractors: [string, string, string], note: string) => ({
  question: `What is the capital city of ${country}?`,
  options: [answer, ...distractors] as const,
  answer,
  explanation: `${answer} is the capital of ${country}. ${note}`,
  subtopic: 'Capitals',
});

/** Twelve true facts, enough for a batch of ten and some to spare. */
export const SAMPLE_FACTS: readonly FakeFact[] = [
  capital(
    'France',
    'Paris',
    ['Lyon', 'Marseille', 'Nice'],
    'It has been the capital for most of the last millennium.',
  ),
  capital('Japan', 'Tokyo', ['Osaka', 'Kyoto', 'Nagoya'], 'The capital moved there from Kyoto in 1868.'),
  capital(
    'Australia',
    'Canberra',
    ['Sydney', 'Melbourne', 'Perth'],
    'It was purpose-built as a compromise between Sydney and Melbourne.',
  ),
  capital('Canada', 'Ottawa', ['Toronto', 'Montreal', 'Vancouver'], 'Queen Victoria chose it in 1857.'),
  capital(
    'Brazil',
    'Brasília',
    ['Rio de Janeiro', 'São Paulo', 'Salvador'],
    'It replaced Rio de Janeiro in 1960.',
  ),
  capital('Turkey', 'Ankara', ['Istanbul', 'Izmir', 'Bursa'], 'It became the capital in 1923.'),
  capital('Nigeria', 'Abuja', ['Lagos', 'Kano', 'Ibadan'], 'It replaced Lagos in 1991.'),
  capital('Switzerland', 'Bern', ['Zurich', 'Geneva', 'Basel'], 'It is the federal city.'),
  capital(
    'New Zealand',
    'Wellington',
    ['Auckland', 'Christchurch', 'Hamilton'],
    'It has been the capital since 1865.',
  ),
  capital('Morocco', 'Rabat', ['Casablanca', 'Marrakesh', 'Fez'], 'It lies on the Atlantic coast.'),
  capital('Vietnam', 'Hanoi', ['Ho Chi Minh City', 'Da Nang', 'Hue'], 'It lies on the Red River.'),
  capital('Kenya', 'Nairobi', ['Mombasa', 'Kisumu', 'Nakuru'], 'It grew from a railway depot.'),
];

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** A fact as the fake model writes it into its JSON reply, keyed in the given style. */
export function writtenQuestion(fact: FakeFact, key: KeyStyle) {
  const options = [...fact.options];
  let answerIndex = options.indexOf(fact.answer);
  if (key === 'always-B' && answerIndex !== 1) {
    [options[1], options[answerIndex]] = [options[answerIndex]!, options[1]!];
    answerIndex = 1;
  }
  const keyIndex = key === 'wrong' ? (answerIndex + 1) % 4 : answerIndex;
  return {
    question: fact.question,
    options,
    correct: LETTERS[keyIndex],
    explanation: fact.explanation,
    subtopic: fact.subtopic,
    difficulty: 'medium',
  };
}

/** The letter the fake model picks for a question shown with these options, by what it knows. */
export function letterOfTruth(
  facts: ReadonlyMap<string, FakeFact>,
  question: string,
  options: readonly string[],
): string | undefined {
  const fact = facts.get(question);
  if (!fact) return undefined;
  const index = options.findIndex((option) => option.trim().toLowerCase() === fact.answer.toLowerCase());
  return index >= 0 ? LETTERS[index] : undefined;
}
