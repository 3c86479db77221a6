import { signInAsGuest } from '../../apps/api/src/testing/access.js';
import { MODEL_QUESTION_SOURCE } from '../../apps/api/src/modules/questions/providers/model-question-source.token.js';
import {
  ScriptedQuestionSource,
  type ScriptedCandidate,
} from '../../apps/api/src/testing/scripted-question-source.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { revealedGuestQuestions } from './support/guest-keys.js';
import { postNdjson } from './support/ndjson.js';
import { projectionsSettled } from '../../apps/api/src/testing/projections-settled.js';

type Guest = {
  id: string;
  question: string;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  correct: 'A' | 'B' | 'C' | 'D';
  explanation: string;
  subtopic: string;
};

const ROADS = ['Via Appia', 'Via Flaminia', 'Via Aurelia', 'Via Salaria', 'Via Cassia', 'Via Aemilia'];

/** Well-formed model output whose key is always B, the letter models favour. */
function roadQuestion(i: number, overrides: Partial<ScriptedCandidate> = {}): ScriptedCandidate {
  const options = [0, 1, 2, 3].map((k) => `${ROADS[(i + k) % ROADS.length]} milestone ${i * 10 + k}`);
  return {
    question: `Which milestone is numbered ${i * 10 + 1} on the scripted road map?`,
    options,
    correct: 'B',
    explanation: `The scripted map numbers ${options[1]} as ${i * 10 + 1}.`,
    subtopic: 'Roads',
    difficulty: 'medium',
    ...overrides,
  };
}

const answerOf = (q: Guest) => ({ A: q.optionA, B: q.optionB, C: q.optionC, D: q.optionD })[q.correct];

describe.each(testDatabaseKinds())('questions from a model source, on %s', (kind) => {
  let testApp: TestApp;
  let guestToken: string;
  const model = new ScriptedQuestionSource();

  beforeAll(async () => {
    testApp = await startTestApp(kind, { overrides: [{ token: MODEL_QUESTION_SOURCE, value: model }] });
    guestToken = await signInAsGuest(testApp);
  });
  afterAll(async () => {
    await testApp.dispose();
  });
  beforeEach(() => {
    model.script = [];
    model.delayMs = 0;
    model.failAfter = undefined;
  });

  const guestBatch = (body: object) =>
    testApp.http().post('/api/questions/guest').set('authorization', `Bearer ${guestToken}`).send(body);

  it('streams the first question as soon as it is ready, long before the last', async () => {
    model.script = [1, 2, 3, 4, 5].map((i) => roadQuestion(i));
    model.delayMs = 200;
    const streamed = await postNdjson(
      testApp,
      '/api/questions/guest/stream',
      { topic: 'zorblax lore', batchSize: 5 },
      guestToken,
    );
    const questions = streamed.lines.filter((l) => l.message.type === 'question');
    expect(questions).toHaveLength(5);
    // Five candidates 200 ms apart: a stream held back until the batch is complete would deliver them together.
    expect(questions.at(-1)!.at - questions[0]!.at).toBeGreaterThan(600);
    expect(streamed.lines.filter((l) => l.message.type === 'progress').map((l) => l.message.ready)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(streamed.lines.at(-1)!.message).toEqual({ type: 'done', error: null, partial: false });
  });

  it('shuffles a key the model always put at B, keeping it on the right answer', async () => {
    model.script = Array.from({ length: 16 }, (_, i) => roadQuestion(i + 1));
    const response = await guestBatch({ topic: 'zorblax lore', batchSize: 16 });
    expect(response.body.questions).toHaveLength(16);
    const revealed = (await revealedGuestQuestions(testApp, guestToken, response.body.questions)) as Guest[];
    const letters = new Set(revealed.map((q) => q.correct));
    expect(letters.size).toBeGreaterThan(1);
    for (const q of revealed) {
      const scripted = model.script.find((s) => s.question === q.question)!;
      expect(answerOf(q)).toBe(scripted.options[1]);
      expect(q.explanation).toBe(scripted.explanation);
    }
  });

  it('drops what fails the pipeline or the independent check, and says the batch is partial', async () => {
    const good = roadQuestion(1);
    model.script = [
      roadQuestion(2, { answeredAs: roadQuestion(2).options[3] }), // the second answer disagrees
      roadQuestion(3, { options: roadQuestion(3).options.slice(0, 3) }), // three options
      roadQuestion(4, { correct: 'Via Nowhere' }), // a key naming no option
      roadQuestion(5, { explanation: ' ' }), // no explanation
      roadQuestion(6, {
        question: 'Is Via Appia milestone 60 the answer here?',
        options: ['Via Appia milestone 60', 'x', 'y', 'z'],
        correct: 'A',
      }),
      good,
    ];
    const response = await guestBatch({ topic: 'zorblax lore', batchSize: 6 });
    expect(response.status).toBe(200);
    expect(response.body.questions.map((q: Guest) => q.question)).toEqual([good.question]);
    expect(response.body.partial).toBe(true);
  });

  it('fills what a failing model could not deliver from the offline generator, and says so', async () => {
    model.script = [1, 2, 3, 4, 5].map((i) => roadQuestion(i));
    model.failAfter = 2;
    const response = await guestBatch({ topic: 'space', batchSize: 5 });
    expect(response.body.questions).toHaveLength(5);
    expect(response.body.questions.filter((q: Guest) => q.subtopic === 'Roads')).toHaveLength(2);
    expect(response.body).toMatchObject({ error: null, partial: true });
  });

  it('says generation failed when the model fails on a topic the offline generator lacks', async () => {
    model.failAfter = 0;
    model.script = [roadQuestion(1)];
    const response = await guestBatch({ topic: 'zorblax lore', batchSize: 5 });
    expect(response.body).toEqual({
      questions: [],
      error: 'Questions could not be generated right now. Please try again shortly.',
      partial: true,
    });
  });

  it('gives the unknown-topic message when the model produced nothing usable for a topic the offline generator lacks', async () => {
    model.script = [roadQuestion(1, { correct: 'E' })];
    const response = await guestBatch({ topic: 'zorblax lore', batchSize: 5 });
    expect(response.body.questions).toEqual([]);
    expect(response.body.partial).toBe(true);
    expect(response.body.error).toMatch(/^We don't have questions about "zorblax lore" yet/);
  });

  it('asks the model to avoid what the player has seen', async () => {
    const player = await signUp(testApp);
    model.script = [1, 2].map((i) => roadQuestion(i));
    const first = await testApp
      .http()
      .post('/api/questions')
      .set('authorization', `Bearer ${player.token}`)
      .send({ topic: 'zorblax lore', batchSize: 2 });
    expect(first.body.questions).toHaveLength(2);
    await projectionsSettled(testApp.app);
    model.requests.length = 0;
    const second = await testApp
      .http()
      .post('/api/questions')
      .set('authorization', `Bearer ${player.token}`)
      .send({ topic: 'zorblax lore', batchSize: 2 });
    // Pre-generation jobs ask the model too (for 10 at a time); the player's request asked for 2.
    const playerRequest = model.requests.find((r) => r.count === 2);
    expect(playerRequest!.avoid).toEqual(expect.arrayContaining(model.script.map((s) => s.question)));
    // The model repeated itself: both were seen, so nothing is served twice.
    expect(second.body.questions).toEqual([]);
  });
});
