/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expect, type Download, type Page } from '@playwright/test';

/** Helpers for the /result suites (result.e2e.ts, result-session.e2e.ts). */

export type Letter = 'A' | 'B' | 'C' | 'D';

export interface Answer {
  id: string;
  sessionId: string;
  question: string;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  correct: Letter;
  explanation: string;
  topic: string;
  difficulty: 'easy' | 'medium' | 'hard';
  subtopic: string;
  selectedAnswer: Letter | null;
  isCorrect: boolean;
  timeTaken: number;
  playedAt: string;
}

export const HEADER = [
  'Question',
  'Your Letter',
  'Your Answer',
  'Correct Letter',
  'Correct Answer',
  'Correct?',
  'Time (s)',
  'Subtopic',
  'Played At',
];

/** The spec's columns, spelt out here rather than taken from the code under test. */
export const expectedRow = (a: Answer) => [
  a.question,
  a.selectedAnswer ?? '',
  a.selectedAnswer ? a[`option${a.selectedAnswer}`] : 'Timed out',
  a.correct,
  a[`option${a.correct}`],
  a.isCorrect ? 'Yes' : 'No',
  a.timeTaken.toFixed(1),
  a.subtopic,
  a.playedAt,
];

/** Plays batches of capitals questions through the api until `count` are answered: every seventh times out. */
export async function seedHistory(page: Page, token: string, count: number): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  let n = 0;
  while (n < count) {
    const issued = await page.request.post('/api/questions', {
      headers: auth,
      data: { topic: 'capitals', difficulty: 'easy', batchSize: Math.min(20, count - n) },
    });
    expect(issued.status(), await issued.text()).toBe(200);
    const body = (await issued.json()) as {
      questions: { id: string }[];
      sessionId: string;
      error: string | null;
    };
    const { questions, sessionId } = body;
    // Capitals has hundreds of questions: every batch comes full.
    expect(questions.length, JSON.stringify(body)).toBe(Math.min(20, count - n));
    for (const question of questions) {
      n += 1;
      const saved = await page.request.post('/api/answers/save-answer', {
        headers: auth,
        data: {
          questionId: question.id,
          selectedAnswer: n % 7 === 0 ? null : (['A', 'B', 'C', 'D'] as const)[n % 4],
          isCorrect: false,
          timeTaken: (n % 13) + 0.25,
          sessionId,
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    }
  }
}

/** Every page of the player's history for `query`, straight from the api (the projection may lag a little). */
export async function apiHistory(page: Page, token: string, query: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const response = await page.request.get(`/api/answers/user-answers?${query}${suffix}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { items: Answer[]; nextCursor: string | null };
    answers.push(...body.items);
    cursor = body.nextCursor;
  } while (cursor);
  return answers;
}

export async function readCsv(download: Download): Promise<{ raw: Buffer; rows: string[][] }> {
  const raw = await readFile(await download.path());
  return { raw, rows: parse(raw, { bom: true }) as string[][] };
}

export const historyPanel = (page: Page) => page.getByRole('tabpanel', { name: 'History' });
export const sessionPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Session' });
