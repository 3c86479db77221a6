/**
 * Whose answers a signed-in account may read (ADR 0091): its own, and anyone's if it holds the admin role.
 * The spec's stats call sends no token at all; answers say what a player knows and does not, so they are not
 * handed to whoever asks.
 */
export function mayReadAnswersOf(
  caller: { userId: string; roles: readonly string[] },
  ownerId: string,
): boolean {
  return caller.userId === ownerId || caller.roles.includes('admin');
}
