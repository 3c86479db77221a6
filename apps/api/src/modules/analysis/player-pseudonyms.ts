import { createHmac } from 'node:crypto';

/** Crockford's base32: no I, L, O or U to misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 10;

/**
 * What analysts see of a player (ADR 0190): a keyed hash of the player's identity key under the server's
 * secret. Stable (the same player is the same pseudonym in every play and report), and without the secret
 * no one can go from a pseudonym back to an account, nor test a guess. Guests are marked as guests.
 */
export class PlayerPseudonyms {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('analyst-pseudonyms/v1').digest();
  }

  of(playerKey: string): string {
    const digest = createHmac('sha256', this.key).update(playerKey).digest();
    let text = '';
    for (let i = 0; i < LENGTH; i++) text += ALPHABET[digest[i]! & 31];
    return `${playerKey.startsWith('guest:') ? 'Guest' : 'Player'}-${text}`;
  }
}

export const PSEUDONYM_PATTERN = /^(Player|Guest)-[0-9A-HJKMNP-TV-Z]{10}$/;
