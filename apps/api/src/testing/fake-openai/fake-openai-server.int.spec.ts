import { SAMPLE_FACTS } from './fake-model-script.js';
import { startFakeOpenAi, type FakeOpenAi, type FakeOpenAiOptions } from './fake-openai-server.js';

let fake: FakeOpenAi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function post(options: FakeOpenAiOptions, body: Record<string, unknown>, key = 'sk-fake-test-key') {
  fake = await startFakeOpenAi(options);
  return fetch(`${fake.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({
      model: 'fake-trivia-1',
      messages: [
        { role: 'system', content: 'Write questions.' },
        { role: 'user', content: JSON.stringify({ topic: 'capitals', count: 3 }) },
      ],
      ...body,
    }),
  });
}

/** The data of each server-sent event, in order. */
async function events(response: Response): Promise<string[]> {
  const text = await response.text();
  expect(text.endsWith('\n\n')).toBe(true);
  return text
    .split('\n\n')
    .filter(Boolean)
    .map((frame) => {
      expect(frame.startsWith('data: ')).toBe(true);
      return frame.slice('data: '.length);
    });
}

describe('the fake OpenAI server', () => {
  it('streams chat.completion.chunk events ending in [DONE], whose contents join into the reply', async () => {
    const response = await post({}, { stream: true });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const data = await events(response);
    expect(data.at(-1)).toBe('[DONE]');
    const chunks = data.slice(0, -1).map((d) => JSON.parse(d));
    for (const chunk of chunks) {
      expect(chunk).toMatchObject({
        object: 'chat.completion.chunk',
        model: 'fake-trivia-1',
        choices: [{ index: 0 }],
      });
      expect(chunk.id).toBe(chunks[0].id);
    }
    expect(chunks[0].choices[0].delta).toMatchObject({ role: 'assistant', content: '' });
    expect(chunks.at(-1).choices[0]).toMatchObject({ delta: {}, finish_reason: 'stop' });
    const content = chunks.map((c) => c.choices[0].delta.content ?? '').join('');
    expect(JSON.parse(content).questions.map((q: { question: string }) => q.question)).toEqual(
      SAMPLE_FACTS.slice(0, 3).map((f) => f.question),
    );
  });

  it('answers a plain request with one chat.completion object', async () => {
    const response = await post({}, {});

    const body = (await response.json()) as { choices: { message: { content: string } }[] };
    expect(body).toMatchObject({
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant' }, finish_reason: 'stop' }],
      usage: { completion_tokens: expect.any(Number) },
    });
    expect(JSON.parse(body.choices[0]!.message.content).questions).toHaveLength(3);
  });

  it('paces tokens: the first after its delay, the rest at the given rate', async () => {
    const started = Date.now();
    const response = await post({ firstTokenMs: 300, tokensPerSecond: 200 }, { stream: true });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let firstContentAt: number | undefined;
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
      if (firstContentAt === undefined && text.includes('"content":"{'))
        firstContentAt = Date.now() - started;
    }
    const whole = Date.now() - started;
    const tokens = text
      .split('\n\n')
      .filter((f) => f.includes('"content":"') && !f.includes('"content":""')).length;

    expect(firstContentAt!).toBeGreaterThanOrEqual(290);
    expect(whole).toBeGreaterThanOrEqual(300 + (tokens / 200) * 1000 - 50);
  });

  it('stops at max_tokens with finish_reason "length"', async () => {
    const response = await post({}, { stream: true, max_tokens: 5 });

    const chunks = (await events(response)).slice(0, -1).map((d) => JSON.parse(d));
    expect(chunks.filter((c) => c.choices[0].delta.content)).toHaveLength(5);
    expect(chunks.at(-1).choices[0].finish_reason).toBe('length');
  });

  it.each([
    ['a wrong key', {}, {}, 'wrong', 401, 'invalid_api_key'],
    ['an unknown model', {}, { model: 'gpt-9' }, undefined, 404, 'model_not_found'],
    [
      'a scripted 429',
      { replies: [{ status: 429, retryAfter: '7' }] },
      {},
      undefined,
      429,
      'rate_limit_exceeded',
    ],
    ['a scripted 500', { replies: [{ status: 500 }] }, {}, undefined, 500, null],
  ] as const)('answers %s with an OpenAI-shaped error', async (_case, options, body, key, status, code) => {
    const response = await post(options, body, key);

    expect(response.status).toBe(status);
    const { error } = (await response.json()) as { error: unknown };
    expect(error).toEqual({ message: expect.any(String), type: expect.any(String), param: null, code });
    if (status === 429) expect(response.headers.get('retry-after')).toBe('7');
  });

  it('lists its model', async () => {
    fake = await startFakeOpenAi({ apiKey: null });

    const response = await fetch(`${fake.baseUrl}/models`);

    expect(await response.json()).toEqual({
      object: 'list',
      data: [{ id: 'fake-trivia-1', object: 'model', created: expect.any(Number), owned_by: 'fake' }],
    });
  });
});
