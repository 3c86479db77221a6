import { randomUUID } from 'node:crypto';
import { MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { io, type Socket } from 'socket.io-client';
import { GUEST_TOKENS } from '../../apps/api/src/modules/access/access.tokens.js';
import type { GuestTokens } from '../../apps/api/src/modules/access/guests/guest-tokens.js';
import type { RealtimeServer } from '../../apps/api/src/infra/realtime/redis-io.adapter.js';
import { startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';

/**
 * A minimal gateway: whatever one client shouts, every connected client hears. It names the rooms gateway's
 * path so that Nest gives both one socket.io server (two on one HTTP server would both answer each upgrade).
 */
@WebSocketGateway({ path: '/socket.io' })
class ShoutGateway {
  @WebSocketServer() server!: RealtimeServer;

  @SubscribeMessage('shout')
  shout(@MessageBody() text: string) {
    this.server.emit('heard', text);
    return { data: 'ok' };
  }
}

const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;
if (!redisUrl) console.log('realtime fan-out suite skipped: REDIS_URL is not set (server mode only)');

describeWithRedis('socket.io across api nodes through Redis', () => {
  const apps: TestApp[] = [];
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const app of apps) await app.dispose();
  });

  async function node(prefix: string) {
    const app = await startTestApp('pglite', {
      env: { REDIS_URL: redisUrl!, REDIS_PREFIX: prefix },
      providers: [ShoutGateway],
    });
    apps.push(app);
    await app.app.listen(0, '127.0.0.1');
    const { port } = app.app.getHttpServer().address() as { port: number };
    // The socket admits only callers with a session or guest token (multiplayer's handshake, ADR 0143).
    const { token } = await app.app.get<GuestTokens>(GUEST_TOKENS).issue();
    const socket = io(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  it('delivers a broadcast made on one node to a client of another, and not across deployments', async () => {
    const prefix = `quiz-test-${randomUUID().slice(0, 8)}`;
    const onA = await node(prefix);
    const onB = await node(prefix);
    const elsewhere = await node(`${prefix}-other`);
    const heardOnB = new Promise<string>((resolve) => onB.once('heard', resolve));
    const heardElsewhere: string[] = [];
    elsewhere.on('heard', (text: string) => heardElsewhere.push(text));

    const ack = await onA.timeout(5000).emitWithAck('shout', 'hello from A');
    expect(ack).toEqual({ data: 'ok' });
    expect(await heardOnB).toBe('hello from A');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heardElsewhere).toEqual([]);
  });
});
