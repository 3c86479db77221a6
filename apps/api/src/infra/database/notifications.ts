import pg from 'pg';
import type { AppConfig } from '../../config/app-config.js';
import { PglitePool } from './pglite-pool.js';
import type { SqlPool } from './sql-pool.js';

export interface NotificationFeed {
  stop(): Promise<void>;
}

export interface NotificationHandlers {
  onMessage(payload: string): void;
  /** false while the feed is down (messages may be missed), true once it listens again. */
  onListening(listening: boolean): void;
}

/**
 * LISTEN on a PostgreSQL channel. A server gets a dedicated connection (a pooled one would be handed to
 * other work) that reconnects with backoff; PGlite delivers in-process.
 */
export async function listenForNotifications(
  pool: SqlPool,
  database: AppConfig['database'],
  channel: string,
  handlers: NotificationHandlers,
): Promise<NotificationFeed> {
  if (pool instanceof PglitePool) {
    // Take a turn on the embedded connection, so LISTEN never lands inside someone else's transaction.
    const client = await pool.connect();
    let unlisten: () => Promise<void>;
    try {
      unlisten = await pool.db.listen(channel, handlers.onMessage);
    } finally {
      client.release();
    }
    handlers.onListening(true);
    return {
      stop: async () => {
        const turn = await pool.connect();
        try {
          await unlisten();
        } finally {
          turn.release();
        }
      },
    };
  }
  if (database.kind !== 'postgresql') throw new Error('A server pool needs a PostgreSQL URL');
  return ServerListener.start(database.url, channel, handlers);
}

class ServerListener implements NotificationFeed {
  private client?: pg.Client;
  private stopped = false;
  private retryTimer?: NodeJS.Timeout;

  private constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly handlers: NotificationHandlers,
  ) {}

  static async start(url: string, channel: string, handlers: NotificationHandlers): Promise<ServerListener> {
    const listener = new ServerListener(url, channel, handlers);
    await listener.connect(0);
    return listener;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.client?.end().catch(() => undefined);
  }

  private async connect(failures: number): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.url });
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.handlers.onListening(false);
      client.end().catch(() => undefined);
      if (!this.stopped) this.retryTimer = setTimeout(() => void this.connect(0), 500);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload) this.handlers.onMessage(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      this.client = client;
      this.handlers.onListening(true);
    } catch {
      client.end().catch(() => undefined);
      this.handlers.onListening(false);
      const delay = Math.min(10_000, 250 * 2 ** Math.min(failures, 6));
      if (!this.stopped) this.retryTimer = setTimeout(() => void this.connect(failures + 1), delay);
    }
  }
}
