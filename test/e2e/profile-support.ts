import { expect, type Page } from '@playwright/test';
import type { Letter } from './result-support.js';

/** Helpers for profile.e2e.ts: answers of a hand-written script, recorded through the api. */

/** R: right, W: wrong. */
export type Mark = 'R' | 'W';

export interface ScriptedRound {
  /** As the player types it: the leaderboard names topics this way. */
  topic: string;
  subtopic: 'Multiplication' | 'Percentages';
  marks: Mark[];
  /** Seconds per answer, each at most ISSUE_HEAD_START_MS: the server clamps to the time since issue. */
  times: number[];
}

type IssuedQuestion = { id: string; question: string; subtopic: string } & Record<`option${Letter}`, string>;

/**
 * The server keeps an answer's time at most the time since its question was issued, and a first answer's at least
 * that time less a 2 s grace (ADR 0130). Each answer is saved once its scripted time has passed since the batch
 * came back, and a little more, so every scripted time stands however slow the machine is to answer.
 */
const ANSWER_MARGIN_MS = 100;
const LETTERS: Letter[] = ['A', 'B', 'C', 'D'];

/**
 * The built-in generator's easy arithmetic: "What is 7 × 8?", "What is 50% of 120?", "What is 9 squared?" and
 * "What is the square root of 81?".
 */
export function solve(question: string): string {
  const product = /^What is (\d+) × (\d+)\?$/.exec(question);
  if (product) return String(Number(product[1]) * Number(product[2]));
  const share = /^What is (\d+)% of (\d+)\?$/.exec(question);
  if (share) return String((Number(share[1]) * Number(share[2])) / 100);
  const squared = /^What is (\d+) squared\?$/.exec(question);
  if (squared) return String(Number(squared[1]) ** 2);
  const root = /^What is the square root of (\d+)\?$/.exec(question);
  if (root) return String(Math.sqrt(Number(root[1])));
  throw new Error(`The fixture cannot solve "${question}"`);
}

function pick(question: IssuedQuestion, mark: Mark): Letter {
  const key = LETTERS.find((letter) => question[`option${letter}`] === solve(question.question));
  if (!key) throw new Error(`No option of "${question.question}" is its answer`);
  return mark === 'R' ? key : LETTERS.find((letter) => letter !== key)!;
}

async function issue(page: Page, token: string, round: ScriptedRound) {
  const response = await page.request.post('/api/questions', {
    headers: { authorization: `Bearer ${token}` },
    data: { topic: round.topic, difficulty: 'easy', subtopic: round.subtopic, batchSize: round.marks.length },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { questions: IssuedQuestion[]; sessionId: string };
  expect(body.questions.map((q) => q.subtopic)).toEqual(round.marks.map(() => round.subtopic));
  return body;
}

/**
 * Plays each player's rounds in order through `POST /api/questions` and `POST /api/answers/save-answer`,
 * choosing the right or a wrong option as the script says.
 */
export async function playScript(page: Page, plays: { token: string; rounds: ScriptedRound[] }[]) {
  for (const play of plays) {
    for (const round of play.rounds) {
      // Each batch is issued right before it is played, so no batch waits on the others.
      const batch = { token: play.token, round, ...(await issue(page, play.token, round)) };
      const issuedBy = Date.now();
      for (const [index, question] of batch.questions.entries()) {
        const mark = batch.round.marks[index]!;
        const due = issuedBy + round.times[index]! * 1000 + ANSWER_MARGIN_MS;
        await page.waitForTimeout(Math.max(0, due - Date.now()));
        const saved = await page.request.post('/api/answers/save-answer', {
          headers: { authorization: `Bearer ${batch.token}` },
          data: {
            questionId: question.id,
            selectedAnswer: pick(question, mark),
            isCorrect: mark === 'R',
            timeTaken: batch.round.times[index],
            sessionId: batch.sessionId,
          },
        });
        expect(saved.status(), await saved.text()).toBe(200);
        expect(((await saved.json()) as { isCorrect: boolean }).isCorrect).toBe(mark === 'R');
      }
    }
  }
}
