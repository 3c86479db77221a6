import { EventEmitter } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types, type Results } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';

/** The result shape node-postgres returns, which TypeORM and Kysely both read. */
export interface PgQueryResult {
  rows: Record<string, unknown>[];
  rowCount: number;
  command: string;
  fields: { name: string; dataTypeID: number }[];
}

type QueryCallback = (error: Error | null, result?: PgQueryResult) => void;
type ConnectCallback = (error: Error | null, client?: PglitePoolClient, release?: () => void) => void;

/**
 * A node-postgres `Pool` look-alike over one in-process PGlite database.
 *
 * PGlite is a single session, so a pool of it can lend only one client at a time: a client holds the session
 * from connect() to release(), and other callers queue. That gives transactions real isolation (a BEGIN on one
 * client never swallows another caller's statements), at the cost that code holding a client must never wait
 * for a second one. TypeORM, better-auth's Kysely dialect and the event store all take this pool or a real
 * `pg.Pool` interchangeably: that is what keeps embedded and server mode on one code path.
 */
export class PglitePool extends EventEmitter {
  private tail: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(readonly db: PGlite) {
    super();
  }

  /** Opens (or creates) the database under `dataDir`, or in memory when it is omitted. */
  static async open(dataDir?: string): Promise<PglitePool> {
    const db = await PGlite.create({
      dataDir,
      loadDataDir: freshClusterTemplate(dataDir),
      // Match node-postgres: 64-bit integers and numerics arrive as strings, never as lossy numbers.
      parsers: { [types.INT8]: (value: string) => value, [types.NUMERIC]: (value: string) => value },
      // Migration 1763700000550 creates btree_gin for an index (ADR 0075) that 1763700000560 replaced (ADR
      // 0078); released migrations are not edited, so the extension must still load.
      extensions: { btree_gin },
    });
    return new PglitePool(db);
  }

  connect(): Promise<PglitePoolClient>;
  connect(callback: ConnectCallback): void;
  connect(callback?: ConnectCallback): Promise<PglitePoolClient> | void {
    const lent = this.lend();
    if (!callback) return lent;
    lent.then(
      (client) => callback(null, client, () => client.release()),
      (error: Error) => callback(error),
    );
  }

  /** A one-off statement, as `pg.Pool#query` offers. */
  async query(text: string, params?: unknown[]): Promise<PgQueryResult> {
    const client = await this.lend();
    try {
      return await client.query(text, params);
    } finally {
      client.release();
    }
  }

  end(callback?: (error?: Error | null) => void): Promise<void> {
    const ending = (async () => {
      if (this.closed) return;
      this.closed = true;
      await this.tail;
      await this.db.close();
      this.emit('end');
    })();
    if (callback)
      ending.then(
        () => callback(null),
        (error: Error) => callback(error),
      );
    return ending;
  }

  get totalCount() {
    return 1;
  }

  private lend(): Promise<PglitePoolClient> {
    if (this.closed) return Promise.reject(new Error('The embedded database is closed.'));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const turn = this.tail;
    this.tail = turn.then(() => released);
    return turn.then(() => new PglitePoolClient(this.db, release));
  }
}

/**
 * `initdb` is most of the time a new embedded database takes to open (2.5–5 s here), and the test suites open
 * hundreds. `PGLITE_TEMPLATE` may name a tarball of a freshly initialised cluster (PGlite's `dumpDataDir` of a
 * new database, made by the same PGlite version): a new database then starts as a copy of it. An existing
 * database is never touched.
 */
function freshClusterTemplate(dataDir: string | undefined): Blob | undefined {
  const template = process.env.PGLITE_TEMPLATE;
  if (!template || !existsSync(template)) return undefined;
  if (dataDir && existsSync(join(dataDir, 'PG_VERSION'))) return undefined;
  return new Blob([readFileSync(template)]);
}

export class PglitePoolClient extends EventEmitter {
  private released = false;

  constructor(
    private readonly db: PGlite,
    private readonly onRelease: () => void,
  ) {
    super();
  }

  query(text: string | { text: string; values?: unknown[] }, params?: unknown[]): Promise<PgQueryResult>;
  query(text: string, callback: QueryCallback): void;
  query(text: string, params: unknown[] | undefined, callback: QueryCallback): void;
  query(
    textOrConfig: string | { text: string; values?: unknown[] },
    paramsOrCallback?: unknown[] | QueryCallback,
    maybeCallback?: QueryCallback,
  ): Promise<PgQueryResult> | void {
    const text = typeof textOrConfig === 'string' ? textOrConfig : textOrConfig.text;
    const callback = typeof paramsOrCallback === 'function' ? paramsOrCallback : maybeCallback;
    const params =
      typeof paramsOrCallback === 'function'
        ? undefined
        : (paramsOrCallback ?? (typeof textOrConfig === 'string' ? undefined : textOrConfig.values));
    const running = this.run(text, params);
    if (!callback) return running;
    running.then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    this.onRelease();
  }

  private async run(text: string, params: unknown[] | undefined): Promise<PgQueryResult> {
    if (this.released) throw new Error('Query on a released embedded-database client.');
    if (params && params.length > 0) return toPgResult(await this.db.query(text, params));
    // Without parameters a string may hold several statements (migrations do): the simple protocol runs them
    // all, and node-postgres reports the last one's result.
    const results = await this.db.exec(text);
    return toPgResult(results[results.length - 1]);
  }
}

function toPgResult(result: Results | undefined): PgQueryResult {
  if (!result) return { rows: [], rowCount: 0, command: '', fields: [] };
  const rows = result.rows as Record<string, unknown>[];
  const command = (result as Results & { command?: string }).command ?? '';
  return {
    rows,
    rowCount: (result as Results & { rowCount?: number }).rowCount ?? result.affectedRows ?? rows.length,
    command,
    fields: result.fields,
  };
}
