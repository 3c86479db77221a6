/** Injection tokens of the rooms module. */
export const ROOM_GUESS_LIMITS = Symbol('ROOM_GUESS_LIMITS');
