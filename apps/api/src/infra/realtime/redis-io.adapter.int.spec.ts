import { adapterClient, RedisIoAdapter } from './redis-io.adapter.js';

/** Nothing listens on port 1: a client stays connecting, its commands wait in ioredis's offline queue. */
const UNREACHABLE_REDIS = 'redis://127.0.0.1:1';

async function unhandledRejectionsDuring(work: () => Promise<void>): Promise<unknown[]> {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', record);
  try {
    await work();
    await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    process.off('unhandledRejection', record);
  }
  return unhandled;
}

describe('the socket.io Redis adapter while Redis is unreachable', () => {
  it('leaves no rejection unhandled when the adapter’s unawaited commands fail (one would end the process)', async () => {
    const unhandled = await unhandledRejectionsDuring(async () => {
      const client = adapterClient(UNREACHABLE_REDIS);
      // As @socket.io/redis-adapter does: fired, never awaited.
      void client.psubscribe('quiz.socket.io#/#*');
      void client.subscribe('request', 'response');
      void client.publish('quiz.socket.io#/#room#', 'a broadcast during the outage');
      void client.unsubscribe('request');
      void client.punsubscribe('quiz.socket.io#/#*');
      expect(client.status).toBe('connecting');
      // Closing while a connection attempt is under way rejects every queued command.
      client.disconnect();
    });
    expect(unhandled).toEqual([]);
  });

  it('still rejects for a caller that awaits the command', async () => {
    const client = adapterClient(UNREACHABLE_REDIS);
    const publishing = client.publish('channel', 'message');
    client.disconnect();
    await expect(publishing).rejects.toThrow('Connection is closed');
  });

  it('starts, broadcasts and stops an io server on it', async () => {
    const unhandled = await unhandledRejectionsDuring(async () => {
      const adapter = new RedisIoAdapter(undefined as never);
      adapter.connect(UNREACHABLE_REDIS, 'adapter-outage-test');
      const server = adapter.createIOServer(0);
      server.to('some-room').emit('question', { text: 'during the outage' });
      server.of('/rooms').to('other-room').emit('reveal', {});
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await adapter.dispose();
    });
    expect(unhandled).toEqual([]);
  });
});
