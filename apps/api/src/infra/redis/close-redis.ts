import type { Redis } from 'ioredis';

/**
 * Closes a client without failing its commands still in flight: `disconnect()` rejects them with "Connection
 * is closed", which nobody awaits once the app is shutting down. QUIT lets them finish; a server that does not
 * answer within a second is cut off anyway.
 */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'wait' || client.status === 'end') {
    client.disconnect();
    return;
  }
  const bounded = new Promise<void>((resolve) => setTimeout(resolve, 1000).unref());
  await Promise.race([client.quit().then(() => undefined), bounded]).catch(() => undefined);
  client.disconnect();
}
