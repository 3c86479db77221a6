import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../infra/tokens.js';
import type { AppConfig } from '../../config/app-config.js';
import type { AuthenticatedUser } from '../accounts/auth/better-auth.js';
import { PlayerPseudonyms, PSEUDONYM_PATTERN } from './player-pseudonyms.js';

/** Names players on an analyst's screen: `(player key, name in the room) → label`. */
export type LabelPlayer = (playerKey: string, nameInRoom?: string) => string;

const isAdmin = (caller: AuthenticatedUser) => caller.roles.includes('admin');

/**
 * Who a player is, for whom (ADR 0190): analysts get pseudonyms only; admins see who is who — the account's
 * display name and e-mail, and a guest's name in the room beside the guest's pseudonym.
 */
@Injectable()
export class PlayerLabels {
  readonly pseudonyms: PlayerPseudonyms;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {
    this.pseudonyms = new PlayerPseudonyms(config.authSecret);
  }

  labellerFor(caller: AuthenticatedUser, playerKeys: Iterable<string>): Promise<LabelPlayer> {
    return this.labeller(isAdmin(caller) ? 'identities' : 'pseudonyms', playerKeys);
  }

  async labeller(show: 'pseudonyms' | 'identities', playerKeys: Iterable<string>): Promise<LabelPlayer> {
    if (show === 'pseudonyms') return (key) => this.pseudonyms.of(key);
    const userIds = [...new Set([...playerKeys].filter((k) => k.startsWith('user:')).map((k) => k.slice(5)))];
    const rows: { user_id: string; email: string; display_name: string }[] = userIds.length
      ? await this.dataSource.query(
          `SELECT user_id, email, display_name FROM user_directory WHERE user_id = ANY($1::text[])`,
          [userIds],
        )
      : [];
    const known = new Map(rows.map((row) => [`user:${row.user_id}`, `${row.display_name} <${row.email}>`]));
    return (key, nameInRoom) =>
      known.get(key) ?? (nameInRoom ? `${nameInRoom} (${this.pseudonyms.of(key)})` : this.pseudonyms.of(key));
  }

  /**
   * A player filter as the caller typed it, as a condition on analyst_play_players: a pseudonym for
   * anyone; for admins also an account's e-mail or user id. null: no such player (an empty result, not an error).
   */
  async playerCondition(
    caller: AuthenticatedUser,
    typed: string,
  ): Promise<{ column: 'pseudonym' | 'player_key'; value: string } | null> {
    if (PSEUDONYM_PATTERN.test(typed)) return { column: 'pseudonym', value: typed };
    if (!isAdmin(caller)) return null;
    if (typed.includes('@')) {
      const rows: { user_id: string }[] = await this.dataSource.query(
        `SELECT user_id FROM user_directory WHERE lower(email) = lower($1) LIMIT 1`,
        [typed],
      );
      return rows[0] ? { column: 'player_key', value: `user:${rows[0].user_id}` } : null;
    }
    return { column: 'player_key', value: `user:${typed}` };
  }
}
