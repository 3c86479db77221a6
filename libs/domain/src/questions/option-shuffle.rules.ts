import { randomIndex } from '../shared/random.js';
import { ANSWER_LETTERS, letterOf, type AnswerLetter, type OptionIndex } from './answer-key.rules.js';

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

/**
 * The options of a question asked again, in a new order: a shuffle, and where it gave back the order the player
 * saw, that order turned by one, so the answer never sits where the player remembers it (four distinct options
 * always give a different order; repeated option texts may not).
 */
export function reshuffleOptions(
  shown: FourOptions,
  correct: AnswerLetter,
  random: () => number,
): { options: [string, string, string, string]; correct: AnswerLetter } {
  const correctIndex = ANSWER_LETTERS.indexOf(correct) as OptionIndex;
  const shuffled = shuffleOptions(shown, correctIndex, random);
  if (!shuffled.options.every((option, index) => option === shown[index])) return shuffled;
  const turned = [shown[1], shown[2], shown[3], shown[0]] as [string, string, string, string];
  return { options: turned, correct: letterOf(((correctIndex + 3) % 4) as OptionIndex) };
}
