import type { DataSource } from 'typeorm';
import type { EventStore, EventToAppend } from '../infra/event-store/event-store.port.js';
import { EventStoreDbEventStore } from '../infra/event-store/eventstoredb-event-store.js';
import { FakeEventStoreDb } from './fake-eventstoredb/fake-eventstoredb.js';
import { PostgresEventStore, appendEvents } from '../infra/event-store/postgres-event-store.js';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from './test-database.js';

/** An event store under test, with the database its projections' checkpoints and tables live in. */
export interface EventStoreBackend {
  name: string;
  store: EventStore;
  dataSource: DataSource;
  database: TestDatabase;
  /** Present where the test can hold a write transaction open on purpose. */
  holdWriteOpen?: (streamId: string, events: EventToAppend[]) => Promise<HeldAppend>;
  close(): Promise<void>;
}

export interface HeldAppend {
  /** Where the held events will sit in the log once committed. */
  position: { commit: bigint; prepare: bigint };
  commit(): Promise<void>;
}

export type EventStoreBackendFactory = [name: string, open: () => Promise<EventStoreBackend>];

/**
 * Every event store the port's suites (the contract and the properties) prove themselves on: PostgreSQL's
 * adapter on PGlite always and on the DATABASE_URL server when set; EventStoreDB's adapter against the fake
 * gRPC server started here, and against a real server where EVENTSTORE_URL names one. Another backend is
 * one more factory here.
 *
 * The fake runs in this process, as PGlite does, so it runs wherever PGlite does: CI's server-mode pass
 * (TEST_DATABASE_KINDS=postgresql) would only repeat on it what the embedded pass already proved.
 */
export function eventStoreBackends(): EventStoreBackendFactory[] {
  const url = process.env.EVENTSTORE_URL;
  const kinds = testDatabaseKinds();
  return [
    ...kinds.map((kind): EventStoreBackendFactory => [kind, () => openPostgresBackend(kind)]),
    ...(kinds.includes('pglite')
      ? [['fake-eventstoredb', openFakeEventStoreDbBackend] as EventStoreBackendFactory]
      : []),
    ...(url ? [['eventstoredb', () => openEventStoreDbBackend(url)] as EventStoreBackendFactory] : []),
  ];
}

/** Whether the backend's log is a SQL table, with transaction ids a run can push across a power of ten. */
export const logIsSqlTable = (backend: EventStoreBackend) => backend.store.kind !== 'eventstoredb';

/** PostgreSQL's adapter on a fresh test database of `kind`; close() closes both. */
export async function openPostgresBackend(kind: 'pglite' | 'postgresql'): Promise<EventStoreBackend> {
  const database = await openTestDatabase(kind);
  const store = new PostgresEventStore(database.pool, kind);
  return {
    name: kind,
    store,
    dataSource: database.dataSource,
    database,
    holdWriteOpen: async (streamId, events) => {
      const client = await database.pool.connect();
      try {
        await client.query('BEGIN');
        const { position } = await appendEvents(client, streamId, events, 'no_stream');
        return {
          position,
          commit: async () => {
            try {
              await client.query('COMMIT');
            } finally {
              client.release();
            }
          },
        };
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        client.release();
        throw error;
      }
    },
    close: async () => {
      await store.close();
      await database.close();
    },
  };
}

async function openEventStoreDbBackend(
  url: string,
  stopServer?: () => Promise<void>,
): Promise<EventStoreBackend> {
  // Checkpoints and read tables still live in SQL: PostgreSQL in server mode, PGlite otherwise.
  const database = await openTestDatabase(testDatabaseKinds().at(-1) ?? 'pglite');
  const store = new EventStoreDbEventStore(url);
  return {
    name: stopServer ? 'fake-eventstoredb' : 'eventstoredb',
    store,
    dataSource: database.dataSource,
    database,
    close: async () => {
      await store.close();
      await stopServer?.();
      await database.close();
    },
  };
}

async function openFakeEventStoreDbBackend(): Promise<EventStoreBackend> {
  // The server's own events now and then between the clients': readers must step over them.
  const fake = await FakeEventStoreDb.start({ systemEventEvery: 7 });
  return openEventStoreDbBackend(fake.connectionString, () => fake.stop());
}
