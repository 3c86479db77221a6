import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A throwaway schema on a PostgreSQL server, and a URL whose connections use it: lets test suites and
 * benchmarks share one server without seeing each other's tables.
 */
export async function createPostgresSchema(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE SCHEMA ${schema}`);
  return { url: withSearchPath(baseUrl, schema), drop: () => run(`DROP SCHEMA ${schema} CASCADE`) };
}

export function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}
