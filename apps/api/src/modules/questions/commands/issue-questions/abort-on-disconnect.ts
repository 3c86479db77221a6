import type { FastifyReply } from 'fastify';

/** A signal that aborts when the client goes away before the answer is complete: generation stops with it. */
export function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('client disconnected'));
  });
  return controller.signal;
}
