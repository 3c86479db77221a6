type Letter = 'A' | 'B' | 'C' | 'D';

/** The answer record's fields an exported row is made of. */
export interface ExportableAnswer {
  question: string;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  correct: Letter;
  /** null: the timer ran out. */
  selectedAnswer: Letter | null;
  isCorrect: boolean;
  /** Seconds. */
  timeTaken: number;
  subtopic: string;
  /** ISO date-time. */
  playedAt: string;
}

/** Spec §9: the CSV export's columns, in order. */
export const ANSWER_CSV_COLUMNS = [
  'Question',
  'Your Letter',
  'Your Answer',
  'Correct Letter',
  'Correct Answer',
  'Correct?',
  'Time (s)',
  'Subtopic',
  'Played At',
] as const;

/** What "Your Answer" says when the countdown ran out before the player picked anything. */
export const TIMED_OUT_ANSWER = 'Timed out';

export function optionText(answer: ExportableAnswer, letter: Letter): string {
  return answer[`option${letter}`];
}

/**
 * One exported row, cell for cell under {@link ANSWER_CSV_COLUMNS}. Plain text: quoting and the guard against
 * spreadsheet formulas belong to the CSV writer. Times keep one decimal, as the screen shows them.
 */
export function answerCsvRow(answer: ExportableAnswer): string[] {
  const selected = answer.selectedAnswer;
  return [
    answer.question,
    selected ?? '',
    selected ? optionText(answer, selected) : TIMED_OUT_ANSWER,
    answer.correct,
    optionText(answer, answer.correct),
    answer.isCorrect ? 'Yes' : 'No',
    answer.timeTaken.toFixed(1),
    answer.subtopic,
    answer.playedAt,
  ];
}
