import type { AnswerLetter } from '../questions/answer-key.rules.js';

/** A built-in question of the demo (spec §2: three of them, no login, nothing generated or saved). */
export interface DemoQuestion {
  id: string;
  question: string;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  correct: AnswerLetter;
  explanation: string;
  subtopic: string;
}

export const DEMO_TOPIC = 'Demo';

export const DEMO_QUESTIONS: readonly DemoQuestion[] = [
  {
    id: 'demo-1',
    question: 'Which planet is known as the Red Planet?',
    optionA: 'Venus',
    optionB: 'Mars',
    optionC: 'Jupiter',
    optionD: 'Mercury',
    correct: 'B',
    explanation: 'Iron oxide (rust) in its soil and dust gives Mars its reddish colour.',
    subtopic: 'Space',
  },
  {
    id: 'demo-2',
    question: 'How many sides does a hexagon have?',
    optionA: 'Five',
    optionB: 'Seven',
    optionC: 'Six',
    optionD: 'Eight',
    correct: 'C',
    explanation: 'The Greek prefix "hexa-" means six: a hexagon has six sides and six angles.',
    subtopic: 'Geometry',
  },
  {
    id: 'demo-3',
    question: 'What is the chemical symbol for gold?',
    optionA: 'Au',
    optionB: 'Ag',
    optionC: 'Gd',
    optionD: 'Go',
    correct: 'A',
    explanation: 'Au comes from "aurum", the Latin word for gold. Ag is silver.',
    subtopic: 'Chemistry',
  },
];
