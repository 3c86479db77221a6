import { ANSWER_CSV_COLUMNS, answerCsvRow, type ExportableAnswer } from './answer-csv.rules.js';

const answer: ExportableAnswer = {
  question: 'Which river flows through Vienna?',
  optionA: 'Rhine',
  optionB: 'Danube',
  optionC: 'Elbe',
  optionD: 'Oder',
  correct: 'B',
  selectedAnswer: 'A',
  isCorrect: false,
  timeTaken: 4.25,
  subtopic: 'Rivers',
  playedAt: '2026-11-21T10:15:00.000Z',
};

describe('the CSV export row (spec §9)', () => {
  it('has exactly the spec’s columns, in order', () => {
    expect(ANSWER_CSV_COLUMNS).toEqual([
      'Question',
      'Your Letter',
      'Your Answer',
      'Correct Letter',
      'Correct Answer',
      'Correct?',
      'Time (s)',
      'Subtopic',
      'Played At',
    ]);
  });

  it('given a wrong answer, when exported, then it names both letters with their texts and says No', () => {
    expect(answerCsvRow(answer)).toEqual([
      'Which river flows through Vienna?',
      'A',
      'Rhine',
      'B',
      'Danube',
      'No',
      '4.3',
      'Rivers',
      '2026-11-21T10:15:00.000Z',
    ]);
  });

  it('given a right answer, when exported, then it says Yes', () => {
    const row = answerCsvRow({ ...answer, selectedAnswer: 'B', isCorrect: true, timeTaken: 2 });
    expect(row.slice(1, 7)).toEqual(['B', 'Danube', 'B', 'Danube', 'Yes', '2.0']);
  });

  it('given a timed-out answer, when exported, then the letter is empty and the answer says Timed out', () => {
    const row = answerCsvRow({ ...answer, selectedAnswer: null, timeTaken: 15 });
    expect(row.slice(1, 7)).toEqual(['', 'Timed out', 'B', 'Danube', 'No', '15.0']);
  });

  it('given text a spreadsheet would run, when exported, then the row keeps it as it is for the writer to guard', () => {
    expect(answerCsvRow({ ...answer, question: '=1+1' })[0]).toBe('=1+1');
  });

  it('gives one cell per column', () => {
    expect(answerCsvRow(answer)).toHaveLength(ANSWER_CSV_COLUMNS.length);
  });
});
