import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ProjectionRunner } from '../../../apps/api/src/infra/projections/projection-runner.js';
import { projectionsSettled } from '../../../apps/api/src/testing/projections-settled.js';
import { sleep } from '../../../apps/api/src/testing/wait-until.js';

/**
 * Tables a projection writes without owning them: account_profiles keeps better-auth's user row in step with
 * profile edits (its columns that the projection sets).
 */
const WRITTEN_ELSEWHERE: Record<string, { table: string; columns: string[] }[]> = {
  account_profiles: [{ table: 'user', columns: ['id', 'name', 'image', '"updatedAt"'] }],
};

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function primaryKeyOf(dataSource: DataSource, table: string): Promise<string[]> {
  const rows: { column: string }[] = await dataSource.query(
    `SELECT a.attname AS column
       FROM pg_index i
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey::int2[])
      WHERE i.indrelid = $1::regclass AND i.indisprimary
      ORDER BY array_position(i.indkey::int2[], a.attnum)`,
    [quote(table)],
  );
  return rows.map((row) => quote(row.column));
}

/** Every table of every projection, each ordered by its primary key: what a rebuild must give again. */
export async function dumpReadModels(
  app: INestApplicationContext,
  runner: ProjectionRunner,
): Promise<Record<string, unknown[]>> {
  const dataSource = app.get(DataSource);
  const dump: Record<string, unknown[]> = {};
  for (const projection of runner.projections) {
    for (const table of projection.tables) {
      const key = await primaryKeyOf(dataSource, table);
      if (key.length === 0) throw new Error(`${table} has no primary key to order it by`);
      dump[table] = await dataSource.query(`SELECT * FROM ${quote(table)} ORDER BY ${key.join(', ')}`);
    }
    for (const { table, columns } of WRITTEN_ELSEWHERE[projection.name] ?? []) {
      dump[`${table} (${projection.name})`] = await dataSource.query(
        `SELECT ${columns.join(', ')} FROM ${quote(table)} ORDER BY id`,
      );
    }
  }
  return dump;
}

/**
 * Waits until nothing more is being written: every projection has applied the whole log, and the log has not
 * grown for a while (question pre-generation jobs run after each round and append to the pool's streams).
 */
export async function quiesce(app: INestApplicationContext): Promise<ProjectionRunner> {
  const dataSource = app.get(DataSource);
  const head = async () => JSON.stringify(await dataSource.query(`SELECT count(*)::int AS n FROM events`));
  for (;;) {
    const before = await head();
    const runner = await projectionsSettled(app, { timeoutMs: 60_000 });
    await sleep(500);
    if ((await head()) === before) return runner;
  }
}

/** Rebuilds every projection from position 0; returns how many events each replayed. */
export async function rebuildAll(runner: ProjectionRunner): Promise<Record<string, number>> {
  const replayed: Record<string, number> = {};
  for (const projection of runner.projections)
    replayed[projection.name] = await runner.rebuild(projection.name);
  return replayed;
}
