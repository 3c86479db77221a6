import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigurationError, loadConfig } from '../../config/app-config.js';
import type { CandidateQuestion } from '../../modules/questions/providers/question-source.port.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai/fake-openai-server.js';
import { createModelQuestionSource } from './create-model-question-source.js';
import { modelProviderHealth } from './model-provider-health.js';
import { OpenAiQuestionSource } from './openai-question-source.js';

const dataDir = mkdtempSync(join(tmpdir(), 'quiz-llm-config-'));
const base = { DATA_DIR: dataDir };
let fake: FakeOpenAi | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the model settings', () => {
  it('default to a 60 s deadline, 2 retries, 4096 output tokens and streaming', () => {
    expect(loadConfig(base).openai).toEqual({
      apiKey: undefined,
      baseUrl: undefined,
      model: 'gpt-4o-mini',
      timeoutMs: 60_000,
      maxRetries: 2,
      maxOutputTokens: 4096,
      stream: true,
    });
  });

  it.each([
    ['OPENAI_TIMEOUT_MS', 'soon'],
    ['OPENAI_TIMEOUT_MS', '10'],
    ['OPENAI_MAX_RETRIES', '-1'],
    ['OPENAI_MAX_RETRIES', '11'],
    ['OPENAI_MAX_OUTPUT_TOKENS', '12'],
    ['OPENAI_STREAM', 'yes'],
  ])('stop the api at start on %s=%s', (variable, value) => {
    expect(() => loadConfig({ ...base, [variable]: value })).toThrow(ConfigurationError);
    expect(() => loadConfig({ ...base, [variable]: value })).toThrow(variable);
  });
});

describe('createModelQuestionSource', () => {
  it('gives no source when neither a key nor a base URL is set: the offline generator serves', () => {
    expect(createModelQuestionSource(loadConfig({ ...base, OPENAI_MODEL: 'llama3.1' }))).toBeNull();
  });

  it('gives a source with a key alone (OpenAI) or a base URL alone (a local server)', () => {
    expect(createModelQuestionSource(loadConfig({ ...base, OPENAI_API_KEY: 'sk-x' }))).toBeInstanceOf(
      OpenAiQuestionSource,
    );
    const local = createModelQuestionSource(
      loadConfig({ ...base, OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3.1' }),
    );
    expect(local).toBeInstanceOf(OpenAiQuestionSource);
    expect((local as OpenAiQuestionSource).name).toBe('model:llama3.1');
  });

  it('applies every setting from the environment to its requests', async () => {
    fake = await startFakeOpenAi({ apiKey: null });
    const source = createModelQuestionSource(
      loadConfig({
        ...base,
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_MODEL: fake.model,
        OPENAI_MAX_OUTPUT_TOKENS: '3000',
        OPENAI_STREAM: 'false',
        OPENAI_TIMEOUT_MS: '5000',
      }),
    )!;

    const candidates: CandidateQuestion[] = [];
    for await (const c of source.generate(
      { topic: 'capitals', difficulty: 'easy', count: 2, avoid: [] },
      new AbortController().signal,
    )) {
      candidates.push(c);
    }

    expect(candidates).toHaveLength(2);
    expect(fake.requests[0]!.body).toMatchObject({ model: fake.model, max_tokens: 3000, stream: false });
  });
});

describe('modelProviderHealth', () => {
  it('reports the offline generator when no model is configured, with how to configure one', async () => {
    // The setup hint lives here and in the log, not in any player's message (issue 13).
    expect(await modelProviderHealth(loadConfig(base), null)).toEqual({
      status: 'up',
      kind: 'offline',
      detail:
        'built-in offline generator. Only the built-in offline topics can be played: set OPENAI_API_KEY ' +
        '(or OPENAI_BASE_URL for a local model) to generate questions on any topic.',
    });
  });

  it('reports a reachable model server as up, and one refusing our key as down', async () => {
    fake = await startFakeOpenAi({ apiKey: 'sk-right' });
    const config = (key: string) =>
      loadConfig({ ...base, OPENAI_API_KEY: key, OPENAI_BASE_URL: fake!.baseUrl, OPENAI_MODEL: fake!.model });

    const good = config('sk-right');
    expect(await modelProviderHealth(good, createModelQuestionSource(good))).toEqual({
      status: 'up',
      kind: 'openai-compatible',
      detail: `fake-trivia-1 at ${fake.baseUrl}`,
    });

    const wrong = config('sk-wrong');
    const down = await modelProviderHealth(wrong, createModelQuestionSource(wrong));
    expect(down).toMatchObject({ status: 'down', kind: 'openai-compatible' });
    expect(down.detail).toContain('401');
  });
});
