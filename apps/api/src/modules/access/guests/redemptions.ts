import type { SqlPool } from '../../../infra/database/sql-pool.js';

/**
 * Solved bot checks, kept in the database until they expire: one table every api node shares, in embedded
 * and server mode alike, so a solution is accepted once however many nodes it is sent to.
 */
export class BotCheckRedemptions {
  constructor(private readonly pool: SqlPool) {}

  /** true the first time a key is redeemed; false for a replay. */
  async redeem(key: string, expiresAt: Date, now: Date): Promise<boolean> {
    await this.pool.query(`DELETE FROM bot_check_redemptions WHERE expires_at < $1`, [now]);
    const { rows } = await this.pool.query(
      `INSERT INTO bot_check_redemptions (redemption_key, expires_at) VALUES ($1, $2)
       ON CONFLICT (redemption_key) DO NOTHING RETURNING redemption_key`,
      [key, expiresAt],
    );
    return rows.length === 1;
  }
}
