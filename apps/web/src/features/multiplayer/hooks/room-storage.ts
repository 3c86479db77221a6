import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

/**
 * The room this tab is in, kept in session storage so a reload of the lobby finds its room again (the game screen
 * has its room in the address). Per tab, so two tabs can be two players.
 */
const KEY = 'multiplayerRoom';

export function rememberRoom(room: string): void {
  writeStorage(KEY, room, 'session');
}

export function rememberedRoom(): string | null {
  return readStorage(KEY, 'session');
}

export function forgetRoom(): void {
  removeStorage(KEY, 'session');
}
