import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DataSource as DataSourceToken } from 'typeorm';
import { createDataSource } from '../../apps/api/src/infra/database/data-source.js';
import { openSqlPool, type SqlPool } from '../../apps/api/src/infra/database/sql-pool.js';
import type { ProjectionRunner } from '../../apps/api/src/infra/projections/projection-runner.js';
import { PROJECTION_RUNNER, SQL_POOL } from '../../apps/api/src/infra/tokens.js';
import { GrantRoleCommand } from '../../apps/api/src/modules/access/commands/grant-role/grant-role.command.js';
import { RevokeRoleCommand } from '../../apps/api/src/modules/access/commands/revoke-role/revoke-role.command.js';
import { PROJECTIONS, READ_MODEL_ENTITIES } from '../../apps/api/src/read-models.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { approachPowerOfTen } from '../../apps/api/src/testing/transaction-ids.js';
import { sleep } from '../../apps/api/src/testing/wait-until.js';
import { answer, record, settled, type Mark } from './support/recorded-answers.js';
import { projectAsTheTextOrderReaderDid } from './support/text-order-reader.js';

/** Every read table, and the columns of better-auth's user row that a projection keeps. */
const READ_TABLES: Record<string, string> = {
  user_directory: 'SELECT * FROM user_directory',
  terms_acceptances: 'SELECT * FROM terms_acceptances',
  user_roles: 'SELECT * FROM user_roles',
  issued_questions: 'SELECT * FROM issued_questions',
  question_pool: 'SELECT * FROM question_pool',
  answer_history: 'SELECT * FROM answer_history',
  topic_streaks: 'SELECT * FROM topic_streaks',
  account_profiles: 'SELECT id, name, image FROM "user"',
};

async function readTables(dataSource: DataSource): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const [name, sql] of Object.entries(READ_TABLES)) {
    const rows: unknown[] = await dataSource.query(sql);
    tables[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return tables;
}

const MARKS: Mark[] = ['R', 'R', 'R', 'W', 'R', 'R', 'T', 'R', 'R', 'R', 'R', 'W'];

describe.each(testDatabaseKinds())(
  'an upgrade over a database the text-order reader built, on %s',
  (kind) => {
    let first: (TestApp & { dataDir: string; databaseUrl?: string }) | undefined;
    let second: TestApp | undefined;
    afterAll(async () => {
      await second?.stop();
      await first?.dispose();
    });

    it('rebuilds every projection before serving, to the tables a fresh replay gives, logging its progress', async () => {
      first = await startTestApp(kind);
      const players = [
        await signUp(first, { name: 'Ada' }),
        await signUp(first, { name: 'Bob' }),
        await signUp(first, { name: 'Cy' }),
      ];
      for (const [i, player] of players.entries()) {
        const http = (method: 'patch' | 'post', path: string) =>
          first!.http()[method](path).set('authorization', `Bearer ${player.token}`);
        for (const n of [1, 2, 3]) {
          expect(
            (await http('patch', '/api/user/me').send({ displayName: `Player ${i} v${n}` })).status,
          ).toBe(200);
        }
        const accepted = await http('post', '/api/user/accept-terms').send({
          acceptedAt: new Date().toISOString(),
          version: 'v1',
        });
        expect(accepted.status).toBe(200);
        const issued = await http('post', '/api/questions').send({ topic: 'capitals', difficulty: 'easy' });
        expect(issued.status).toBe(200);
      }
      const answers = (count: number) =>
        Array.from({ length: count }, (_, i) =>
          answer(players[i % 3]!.userId, i % 2 === 0 ? 'Space' : 'History', MARKS[i % MARKS.length]!),
        );
      // Transaction ids cross a power of ten amid the answers and the role changes (one transaction each):
      // there text order parts from log order, and the old reader did its damage.
      await approachPowerOfTen(first.app.get<SqlPool>(SQL_POOL), { margin: 60n });
      await record(first, answers(60));
      const commands = first.app.get(CommandBus);
      await commands.execute(new GrantRoleCommand(randomUUID(), players[0]!.userId, 'analyst', 'cli'));
      await commands.execute(new RevokeRoleCommand(randomUUID(), players[0]!.userId, 'analyst', 'cli'));
      await commands.execute(new GrantRoleCommand(randomUUID(), players[0]!.userId, 'analyst', 'cli'));
      await commands.execute(new GrantRoleCommand(randomUUID(), players[1]!.userId, 'admin', 'cli'));
      await commands.execute(new RevokeRoleCommand(randomUUID(), players[1]!.userId, 'admin', 'cli'));
      await record(first, answers(60));
      // Starting rounds queued question pre-generation: let it finish, so that the log stops growing.
      const liveSource = first.app.get(DataSourceToken);
      const eventCount = async () =>
        (await liveSource.query(`SELECT count(*)::int AS n FROM events`))[0].n as number;
      for (
        let before = -1, now = await eventCount();
        now !== before;
        before = now, now = await eventCount()
      ) {
        await settled(first);
        await sleep(1500);
      }
      const live = await readTables(liveSource);
      await first.stop();

      // The database as the code before the upgrade left it.
      const old = createDataSource(await openSqlPool(first.config.database), READ_MODEL_ENTITIES);
      await old.initialize();
      try {
        await old.query(
          `ALTER TABLE projection_checkpoints DROP COLUMN IF EXISTS version, DROP COLUMN IF EXISTS rebuild_started_at`,
        );
        await old.query(`DELETE FROM schema_migrations WHERE name = 'ProjectionVersions1763700000710'`);
        for (const projection of PROJECTIONS) await projectAsTheTextOrderReaderDid(old, projection);
        // Transaction ids crossed a power of ten amid the answers, so the text-order replay folded them out of
        // order. Only PGlite's ids are this test's alone; a shared server's may move on meanwhile, or be far off.
        if (kind === 'pglite') expect((await readTables(old)).topic_streaks).not.toEqual(live.topic_streaks);
        // And rows no replay gives, whatever the order: an inflated streak, a revoked role, a stale name, lost answers.
        await old.query(`UPDATE topic_streaks SET best_streak = 41 WHERE user_id = $1`, [players[0]!.userId]);
        await old.query(
          `INSERT INTO user_roles (user_id, role, granted_at) VALUES ($1, 'admin', now())
                       ON CONFLICT DO NOTHING`,
          [players[1]!.userId],
        );
        await old.query(`UPDATE "user" SET name = 'Player 2 v1' WHERE id = $1`, [players[2]!.userId]);
        await old.query(
          `DELETE FROM answer_history WHERE event_id IN (SELECT event_id FROM answer_history LIMIT 5)`,
        );
        expect(await readTables(old)).not.toEqual(live);
      } finally {
        await old.destroy();
      }

      const logged: string[] = [];
      const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(function (message: unknown) {
        if (typeof message === 'string' && message.startsWith('Projection ')) logged.push(message);
      });
      try {
        second = await startTestApp(kind, {
          reuse: { dataDir: first.dataDir, databaseUrl: first.databaseUrl },
        });
      } finally {
        log.mockRestore();
      }
      const dataSource = second.app.get(DataSourceToken);
      const upgraded = await readTables(dataSource);

      // The tables are what the live projections had built (and, below, what a fresh replay gives).
      expect(upgraded).toEqual(live);

      // Before it served a request, every projection was replayed from position 0, and said so.
      const total = Number((await dataSource.query(`SELECT count(*)::int AS n FROM events`))[0].n as number);
      for (const { name, version } of PROJECTIONS) {
        expect(logged).toContain(
          `Projection ${name}: rebuilding from position 0 (rows built at version unrecorded, code at version ${version}): ` +
            `0/${total} events`,
        );
        expect(logged).toContainEqual(
          expect.stringMatching(
            new RegExp(`^Projection ${name}: rebuilt at version ${version}: ${total}/${total} events in `),
          ),
        );
      }
      const runner = second.app.get<ProjectionRunner>(PROJECTION_RUNNER);
      for (const status of await runner.status()) {
        // The running api's list: PROJECTIONS and those built from the configuration (analyst_plays).
        const { version } = runner.get(status.name);
        expect(status).toMatchObject({ builtVersion: version, version, rebuilding: false });
      }

      for (const { name } of runner.projections) await runner.rebuild(name);
      expect(await readTables(dataSource)).toEqual(upgraded);
    });
  },
);
