import { randomIndex } from '../shared/random.js';
import { letterOf, type AnswerLetter, type OptionIndex } from './answer-key.rules.js';

export type FourOptions = readonly [string, string, string, string];

/**
 * Fisher-Yates over the four options with an injected random, so every letter is equally likely to hold
 * the answer whatever order the source favoured (models put it at B far too often).
 */
export function shuffleOptions(
  options: FourOptions,
  correctIndex: OptionIndex,
  random: () => number,
): { options: [string, string, string, string]; correct: AnswerLetter } {
  const order: OptionIndex[] = [0, 1, 2, 3];
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomIndex(random, i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const shuffled = order.map((index) => options[index]!) as [string, string, string, string];
  return { options: shuffled, correct: letterOf(order.indexOf(correctIndex) as OptionIndex) };
}
