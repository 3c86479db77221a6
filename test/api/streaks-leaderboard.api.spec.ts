import { DataSource } from 'typeorm';
import { topicStreaksProjection } from '../../apps/api/src/modules/streaks/projections/topic-streaks/topic-streaks.projection.js';
import type { EventStore } from '../../apps/api/src/infra/event-store/event-store.port.js';
import { START_OF_LOG } from '../../apps/api/src/infra/event-store/event-store.port.js';
import { EVENT_STORE } from '../../apps/api/src/infra/tokens.js';
import { signInAsGuest } from '../../apps/api/src/testing/access.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { waitUntil } from '../../apps/api/src/testing/wait-until.js';
import { answer, record, settled, type Mark } from './support/recorded-answers.js';

type Player = { token: string; userId: string };

describe.each(testDatabaseKinds())('the streak leaderboard, on %s', (kind) => {
  let testApp: TestApp;
  let ada: Player;
  let bob: Player;
  let cy: Player;
  const board = (query = '') => testApp.http().get(`/api/streaks/leaderboard${query}`);
  const row = (player: Player, displayName: string, topic: string, bestStreak: number) => ({
    userId: player.userId,
    displayName,
    topic,
    bestStreak,
  });

  beforeAll(async () => {
    testApp = await startTestApp(kind);
    ada = await signUp(testApp, { name: 'Ada' });
    bob = await signUp(testApp, { name: 'Bob' });
    cy = await signUp(testApp, { name: 'Cy' });
    // In recording order. Hand-computed best streaks (R right, W wrong, T timed out):
    //   Ada Space:   R R R W R R R R T R   runs 3, 4, 1 → 4 (a wrong History answer in between breaks nothing)
    //   Ada History: W R R T               → 2, reached at answer 14
    //   Bob space:   R R R R T R R R R R   runs 4, 5 → 5; 'space', 'Space' and 'SPACE' are one topic, named
    //                as first played ('space')
    //   Cy History:  R R W                 → 2, reached at answer 6, before Ada's: Cy ranks first of the two
    //   Cy Art:      W T                   → 0: not ranked
    const script: [Player, string, Mark][] = [
      [ada, 'Space', 'R'], //  1
      [ada, 'Space', 'R'], //  2
      [ada, 'History', 'W'], //  3
      [ada, 'Space', 'R'], //  4
      [cy, 'History', 'R'], //  5
      [cy, 'History', 'R'], //  6
      [ada, 'Space', 'W'], //  7
      [bob, 'space', 'R'], //  8
      [bob, 'Space', 'R'], //  9
      [bob, 'SPACE', 'R'], // 10
      [bob, 'Space', 'R'], // 11
      [bob, 'Space', 'T'], // 12
      [ada, 'History', 'R'], // 13
      [ada, 'History', 'R'], // 14
      [ada, 'Space', 'R'], // 15
      [ada, 'Space', 'R'], // 16
      [ada, 'Space', 'R'], // 17
      [ada, 'Space', 'R'], // 18
      [ada, 'Space', 'T'], // 19
      [bob, 'Space', 'R'], // 20
      [bob, 'Space', 'R'], // 21
      [bob, 'Space', 'R'], // 22
      [bob, 'Space', 'R'], // 23
      [bob, 'Space', 'R'], // 24
      [cy, 'Art', 'W'], // 25
      [cy, 'Art', 'T'], // 26
      [cy, 'History', 'W'], // 27
      [ada, 'History', 'T'], // 28
      [ada, 'Space', 'R'], // 29
    ];
    await record(
      testApp,
      script.map(([player, topic, mark]) => answer(player.userId, topic, mark)),
    );
  });
  afterAll(async () => {
    await testApp?.dispose();
  });

  it('ranks the best streak of each player in each topic, longest first, earlier first among equals', async () => {
    const response = await board();
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      row(bob, 'Bob', 'space', 5),
      row(ada, 'Ada', 'Space', 4),
      row(cy, 'Cy', 'History', 2),
      row(ada, 'Ada', 'History', 2),
    ]);
  });

  it('filters by topic, without regard to case or spacing', async () => {
    expect((await board('?topic=%20HISTORY%20')).body).toEqual([
      row(cy, 'Cy', 'History', 2),
      row(ada, 'Ada', 'History', 2),
    ]);
    expect((await board('?topic=space')).body).toEqual([
      row(bob, 'Bob', 'space', 5),
      row(ada, 'Ada', 'Space', 4),
    ]);
    expect((await board('?topic=Art')).body).toEqual([]);
    expect((await board('?topic=')).body).toHaveLength(4);
  });

  it('returns at most `limit` rows', async () => {
    expect((await board('?limit=1')).body).toEqual([row(bob, 'Bob', 'space', 5)]);
    expect((await board('?topic=history&limit=1')).body).toEqual([row(cy, 'Cy', 'History', 2)]);
  });

  it('refuses bad input with a clear 400', async () => {
    for (const [query, message] of [
      ['?limit=0', /limit must be a whole number from 1 to 100/],
      ['?limit=101', /limit must be a whole number from 1 to 100/],
      ['?limit=ten', /limit must be a whole number from 1 to 100/],
      [`?topic=${'x'.repeat(21)}`, /topic must be 20 characters or less/],
      ['?sort=asc', /Unknown field\(s\): sort/],
    ] as const) {
      const response = await board(query);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.message).toMatch(message);
    }
  });

  it('is open to everyone: anonymous, guests and players', async () => {
    const expected = (await board()).body;
    const guest = await signInAsGuest(testApp);
    expect((await board().set('authorization', `Bearer ${guest}`)).body).toEqual(expected);
    expect((await board().set('authorization', `Bearer ${bob.token}`)).body).toEqual(expected);
  });

  it('changes nothing when a batch of answers is applied again', async () => {
    const dataSource = testApp.app.get(DataSource);
    const rows = () => dataSource.query(`SELECT * FROM topic_streaks ORDER BY user_id, topic_key`);
    const before = await rows();
    const store = testApp.app.get<EventStore>(EVENT_STORE);
    const answered = (await store.readAll({ after: START_OF_LOG, maxCount: 10_000 })).filter(
      (event) => event.type === 'QuestionAnswered',
    );
    await dataSource.transaction((manager) => topicStreaksProjection.apply(manager, answered.slice(-10)));
    await dataSource.transaction((manager) => topicStreaksProjection.apply(manager, answered));
    expect(await rows()).toEqual(before);
  });

  it('shows a player’s new display name after a profile edit', async () => {
    const renamed = await testApp
      .http()
      .patch('/api/user/me')
      .set('authorization', `Bearer ${cy.token}`)
      .send({ displayName: 'Cyrus' });
    expect(renamed.status).toBe(200);
    const rows = await waitUntil(async () => {
      const body = (await board('?topic=history')).body as { displayName: string }[];
      return body[0]?.displayName === 'Cyrus' ? body : null;
    }, 15_000);
    expect(rows).toEqual([row(cy, 'Cyrus', 'History', 2), row(ada, 'Ada', 'History', 2)]);
  });

  it('is rebuilt from position 0 to the same table and the same leaderboard', async () => {
    const runner = await settled(testApp);
    const dataSource = testApp.app.get(DataSource);
    const rows = () => dataSource.query(`SELECT * FROM topic_streaks ORDER BY user_id, topic_key`);
    const before = { rows: await rows(), board: (await board()).body };
    expect(before.rows).toHaveLength(5);
    expect(await runner.rebuild('topic_streaks')).toBeGreaterThanOrEqual(29);
    expect(await runner.rebuild('user_directory')).toBeGreaterThan(0);
    expect(await rows()).toEqual(before.rows);
    expect((await board()).body).toEqual(before.board);
    expect(before.board[2]).toEqual(row(cy, 'Cyrus', 'History', 2));
  });
});
