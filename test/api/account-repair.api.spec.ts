import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { placeholderDisplayName } from '@quiz/domain';
import type { EventStore } from '../../apps/api/src/infra/event-store/event-store.port.js';
import { EVENT_STORE } from '../../apps/api/src/infra/tokens.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { waitUntil } from '../../apps/api/src/testing/wait-until.js';
import { answer, record, settled } from './support/recorded-answers.js';

const PASSWORD = 'correct horse battery';

interface OldAccount {
  id: string;
  email: string;
  name: string;
  image: string | null;
}

/**
 * An account as the code before ADR 0121 could leave it: better-auth's rows written as its sign-up wrote them
 * (name and image as sent, a password that works), two minutes old; with `registered`, also the
 * UserRegistered event the old decider accepted, carrying the bad name.
 */
async function insertOldAccount(
  testApp: TestApp,
  passwordHash: string,
  account: { name: string; image: string | null; registered: boolean },
): Promise<OldAccount> {
  const id = randomUUID().replace(/-/g, '');
  const email = `old-${id}@example.com`;
  const dataSource = testApp.app.get(DataSource);
  await dataSource.query(
    `INSERT INTO "user" (id, name, email, "emailVerified", image, "createdAt", "updatedAt")
     VALUES ($1, $2, $3, false, $4, now() - interval '2 minutes', now() - interval '2 minutes')`,
    [id, account.name, email, account.image],
  );
  await dataSource.query(
    `INSERT INTO account (id, "accountId", "providerId", "userId", password, "createdAt", "updatedAt")
     VALUES ($1, $2, 'credential', $2, $3, now(), now())`,
    [randomUUID(), id, passwordHash],
  );
  if (account.registered) {
    await testApp.app.get<EventStore>(EVENT_STORE).append(
      `user-${id}`,
      [
        {
          id: randomUUID(),
          type: 'UserRegistered',
          data: { userId: id, email, displayName: account.name, registeredAt: new Date().toISOString() },
        },
      ],
      'any',
    );
  }
  return { id, email, name: account.name, image: account.image };
}

const eventsOf = async (testApp: TestApp, userId: string) =>
  (await testApp.app.get<EventStore>(EVENT_STORE).readStream(`user-${userId}`)).map((event) => {
    const { userId: _, registeredAt: __, changedAt: ___, email: ____, ...data } = event.data;
    return [event.type, data];
  });

describe.each(testDatabaseKinds())(
  'accounts stored before sign-up applied the profile rules, on %s',
  (kind) => {
    afterEach(() => jest.restoreAllMocks());

    it('are repaired when the api starts over them; the next start finds nothing to do', async () => {
      const apps: TestApp[] = [];
      const first = await startTestApp(kind);
      apps.push(first);
      const reuse = { dataDir: first.dataDir, databaseUrl: first.databaseUrl };
      try {
        const template = await signUp(first, { password: PASSWORD });
        const [{ password: hash }] = (await first.app
          .get(DataSource)
          .query(`SELECT password FROM account WHERE "userId" = $1`, [template.userId])) as [
          { password: string },
        ];
        const blank = await insertOldAccount(first, hash, { name: '', image: null, registered: false });
        const spaces = await insertOldAccount(first, hash, {
          name: '   ',
          image: 'javascript:alert(3)',
          registered: false,
        });
        const huge = await insertOldAccount(first, hash, {
          name: 'x'.repeat(60_000),
          image: 'javascript:alert(3)',
          registered: true,
        });
        const reversed = await insertOldAccount(first, hash, {
          name: '\u202Egnp.exe',
          image: 'https://images.example.com/fine.png',
          registered: true,
        });
        await record(first, [answer(huge.id, 'Space', 'R'), answer(huge.id, 'Space', 'R')]);
        const before = await first.http().get('/api/streaks/leaderboard');
        expect(JSON.stringify(before.body).length).toBeGreaterThan(60_000);
        await first.stop();

        const warn = jest.spyOn(Logger.prototype, 'warn');
        const error = jest.spyOn(Logger.prototype, 'error');
        const second = await startTestApp(kind, { reuse });
        apps.push(second);
        const warnings = warn.mock.calls.map(([message]) => String(message));
        for (const { id } of [blank, spaces, huge, reversed])
          expect(warnings.filter((message) => message.includes(id))).toHaveLength(1);
        expect(warnings.some((message) => /\n\s+at /.test(message))).toBe(false);
        expect(error).not.toHaveBeenCalled();

        const rows = (await second.app
          .get(DataSource)
          .query(`SELECT id, name, image FROM "user" WHERE id = ANY($1) ORDER BY name`, [
            [blank.id, spaces.id, huge.id, reversed.id],
          ])) as { id: string; name: string; image: string | null }[];
        expect(Object.fromEntries(rows.map((row) => [row.id, [row.name, row.image]]))).toEqual({
          [blank.id]: [placeholderDisplayName(blank.id), null],
          [spaces.id]: [placeholderDisplayName(spaces.id), null],
          [huge.id]: ['x'.repeat(50), null],
          [reversed.id]: ['gnp.exe', 'https://images.example.com/fine.png'],
        });
        expect(await eventsOf(second, blank.id)).toEqual([
          ['UserRegistered', { displayName: placeholderDisplayName(blank.id) }],
        ]);
        expect(await eventsOf(second, spaces.id)).toEqual([
          ['UserRegistered', { displayName: placeholderDisplayName(spaces.id) }],
          ['UserProfileChanged', { photoURL: null }],
        ]);
        expect(await eventsOf(second, huge.id)).toEqual([
          ['UserRegistered', { displayName: huge.name }],
          ['UserProfileChanged', { displayName: 'x'.repeat(50), photoURL: null }],
        ]);
        expect(await eventsOf(second, reversed.id)).toEqual([
          ['UserRegistered', { displayName: reversed.name }],
          ['UserProfileChanged', { displayName: 'gnp.exe' }],
        ]);

        // Normal users now: they sign in and see their profile; the leaderboard shows the short name.
        await settled(second);
        const signedIn = await second
          .http()
          .post('/api/auth/sign-in/email')
          .send({ email: blank.email, password: PASSWORD });
        expect(signedIn.status).toBe(200);
        const me = await second
          .http()
          .get('/api/user/me')
          .set('authorization', `Bearer ${signedIn.body.token}`);
        expect(me.body).toMatchObject({
          uid: blank.id,
          displayName: placeholderDisplayName(blank.id),
          photoURL: null,
        });
        const board = await waitUntil(async () => {
          const page = await second.http().get('/api/streaks/leaderboard');
          return page.body.some((row: { displayName: string }) => row.displayName === 'x'.repeat(50))
            ? page
            : undefined;
        }, 15_000);
        expect(JSON.stringify(board!.body).length).toBeLessThan(2_000);
        const eventCounts = await Promise.all(
          [blank, spaces, huge, reversed].map(async ({ id }) => (await eventsOf(second, id)).length),
        );
        await second.stop();

        warn.mockClear();
        const third = await startTestApp(kind, { reuse });
        apps.push(third);
        expect(
          warn.mock.calls.map(([message]) => String(message)).filter((m) => /Repaired|registration/.test(m)),
        ).toEqual([]);
        expect(
          await Promise.all(
            [blank, spaces, huge, reversed].map(async ({ id }) => (await eventsOf(third, id)).length),
          ),
        ).toEqual(eventCounts);
      } finally {
        for (const app of apps.slice(1)) await app.stop();
        await first.dispose();
      }
    });
  },
);
