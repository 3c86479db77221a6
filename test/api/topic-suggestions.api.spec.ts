import { topicSuggestionsResponseSchema } from '@quiz/contracts';
import { signInAsGuest } from '../../apps/api/src/testing/access.js';
import { CapturingLogger } from '../../apps/api/src/testing/capturing-logger.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { postNdjson } from './support/ndjson.js';
import { answer, record } from './support/recorded-answers.js';

describe.each(testDatabaseKinds())('topic suggestions, with no model configured, on %s', (kind) => {
  let testApp: TestApp;
  let guestToken: string;
  const logger = new CapturingLogger();

  const suggest = (query: string, token = guestToken) =>
    testApp.http().get(`/api/topics/suggestions${query}`).set('authorization', `Bearer ${token}`);
  /** Plays a topic as a guest: true when it gives a full batch. */
  const plays = async (topic: string) => {
    const response = await testApp
      .http()
      .post('/api/questions/guest')
      .set('authorization', `Bearer ${guestToken}`)
      .send({ topic, batchSize: 2 });
    return response.status === 200 && response.body.questions.length === 2;
  };

  beforeAll(async () => {
    testApp = await startTestApp(kind, { logger, env: { LOG_LEVEL: 'log' } });
    guestToken = await signInAsGuest(testApp);
  });
  afterAll(async () => {
    await testApp?.dispose();
  });

  it('offers, as a guest types, only topics that start a game, within the limit, and says any topic is not playable', async () => {
    for (const typed of ['sp', 'dino', 'harry potter', 'knitting', 'beekeeping', 'taylor swift', 'a']) {
      const response = await suggest(`?q=${encodeURIComponent(typed)}&limit=4`);
      expect(response.status).toBe(200);
      const body = topicSuggestionsResponseSchema.parse(response.body);
      expect(body.anyTopic).toBe(false);
      expect(body.suggestions.length).toBeLessThanOrEqual(4);
      for (const { topic } of body.suggestions) expect(await plays(topic)).toBe(true);
    }
    const typing = topicSuggestionsResponseSchema.parse((await suggest('?q=sp')).body);
    expect(typing.suggestions.map((s) => s.topic)).toContain('Space');
    expect(typing.typedPlayable).toBe(false);
    expect(topicSuggestionsResponseSchema.parse((await suggest('?q=space')).body).typedPlayable).toBe(true);
    const unknown = topicSuggestionsResponseSchema.parse((await suggest('?q=knitting')).body);
    expect(unknown.typedPlayable).toBe(false);
    // Nothing we have resembles knitting: the screen's 'pick one of these instead' still has topics to pick.
    expect(unknown.suggestions.length).toBeGreaterThan(0);
    // Issue 14 gave the topics players typed a bank of their own.
    expect(
      topicSuggestionsResponseSchema.parse((await suggest('?q=harry%20potter')).body).typedPlayable,
    ).toBe(true);
  });

  it('puts a guest’s recent topics first, under the name of the topic they play, leaving out what cannot be played', async () => {
    const response = await suggest('?recent=dinos&recent=knitting&recent=Space&limit=5');
    const body = topicSuggestionsResponseSchema.parse(response.body);
    expect(body.suggestions.slice(0, 2)).toEqual([
      { topic: 'Dinosaurs', recent: true },
      { topic: 'Space', recent: true },
    ]);
    expect(body.suggestions.slice(2).every((s) => !s.recent)).toBe(true);
    expect(body.suggestions.map((s) => s.topic)).not.toContain('knitting');
    expect(body.suggestions).toHaveLength(5);
    expect(body.surprise.length).toBeGreaterThan(10);
    for (const topic of body.surprise.slice(0, 5)) expect(await plays(topic)).toBe(true);
  });

  it('knows a signed-in player’s recent topics from the read models, latest first', async () => {
    const player = await signUp(testApp);
    await record(testApp, [
      answer(player.userId, 'Space', 'R'),
      answer(player.userId, 'knitting', 'W'),
      answer(player.userId, 'dinosaurs', 'R'),
    ]);
    const body = topicSuggestionsResponseSchema.parse((await suggest('?limit=3', player.token)).body);
    expect(body.suggestions).toEqual([
      { topic: 'Dinosaurs', recent: true },
      { topic: 'Space', recent: true },
      { topic: 'Geography', recent: false },
    ]);
    const typed = topicSuggestionsResponseSchema.parse((await suggest('?q=spa', player.token)).body);
    expect(typed.suggestions[0]).toEqual({ topic: 'Space', recent: true });
    // Another player's topics are not this one's.
    const other = await signUp(testApp);
    const theirs = topicSuggestionsResponseSchema.parse((await suggest('?limit=3', other.token)).body);
    expect(theirs.suggestions.every((s) => !s.recent)).toBe(true);
  });

  it('gives an unknown topic’s closest topics with the stream’s done line, each one a game', async () => {
    const streamed = await postNdjson(
      testApp,
      '/api/questions/guest/stream',
      { topic: 'knitting' },
      guestToken,
    );
    const done = streamed.lines.map((line) => line.message).find((m) => m.type === 'done');
    expect(done).toMatchObject({ partial: true });
    expect(String(done?.error)).toMatch(/^We don't have questions about "knitting" yet\. Try /);
    expect(String(done?.error)).not.toMatch(/OPENAI|API key|model/i);
    const suggested = done?.suggestedTopics as string[];
    expect(suggested.length).toBeGreaterThan(0);
    for (const topic of suggested) expect(await plays(topic)).toBe(true);
    // A known topic carries none.
    const known = await postNdjson(
      testApp,
      '/api/questions/guest/stream',
      { topic: 'space', batchSize: 1 },
      guestToken,
    );
    expect(known.lines.at(-1)?.message).not.toHaveProperty('suggestedTopics');
  });

  it('tells the operator, not the player, how to play any topic: once in the log, and in /api/health', async () => {
    const hints = () => logger.lines.filter((line) => line.text.includes('OPENAI_API_KEY'));
    await postNdjson(testApp, '/api/questions/guest/stream', { topic: 'taylor swift' }, guestToken);
    await postNdjson(testApp, '/api/questions/guest/stream', { topic: 'beekeeping' }, guestToken);
    expect(hints()).toHaveLength(1);
    expect(hints()[0]!.text).toMatch(/set OPENAI_API_KEY \(or OPENAI_BASE_URL for a local model\)/);
    const health = await testApp.http().get('/api/health');
    expect(health.body.dependencies.questionProvider).toMatchObject({ kind: 'offline' });
    expect(health.body.dependencies.questionProvider.detail).toContain('OPENAI_API_KEY');
  });

  it('refuses bad input with 400 and callers without a session with 401', async () => {
    const tooMany = Array.from({ length: 11 }, (_, i) => `recent=t${i}`).join('&');
    for (const query of [
      `?q=${'x'.repeat(21)}`,
      '?limit=0',
      '?limit=11',
      '?limit=two',
      `?${tooMany}`,
      '?other=1',
    ]) {
      const response = await suggest(query);
      expect({ query, status: response.status, code: response.body.code }).toEqual({
        query,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
    expect((await suggest(`?recent=${'y'.repeat(21)}`)).status).toBe(400);
    expect((await testApp.http().get('/api/topics/suggestions')).status).toBe(401);
  });
});
