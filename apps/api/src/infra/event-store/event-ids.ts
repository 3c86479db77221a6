import { createHash } from 'node:crypto';

/**
 * The ids of the events one command produces. The first is the command id itself; later ones are name-based
 * UUIDs (version 5 layout) derived from it. A retried command therefore carries the same ids, and the store
 * records it once.
 */
export function eventIdsFor(commandId: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    index === 0 ? commandId : derivedUuid(commandId, index),
  );
}

function derivedUuid(commandId: string, index: number): string {
  return nameBasedUuid(`${commandId}#${index}`);
}

/** A UUID that is a pure function of `name`: for commands the server issues itself, e.g. on sign-up. */
export function nameBasedUuid(name: string): string {
  const bytes = createHash('sha1').update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
