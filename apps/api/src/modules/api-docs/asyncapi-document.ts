import {
  roomClientEventSchemas,
  roomServerEventSchemas,
  SOCKET_MAX_MESSAGE_BYTES,
  SOCKET_PATH,
} from '@quiz/contracts';
import { z, type ZodType } from 'zod';
import { APP_VERSION } from '../../version.js';

const CHANNEL = 'rooms';

/** A JSON Schema draft-07 (AsyncAPI's own schema format is a superset of it) of a contract schema. */
export function asyncApiSchema(schema: ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    target: 'draft-07',
    io,
    unrepresentable: 'any',
  });
  return jsonSchema;
}

/** Message keys: an event name can be both a command and a broadcast (`startGame`). */
export const clientMessageKey = (event: string) => `client.${event}`;
export const serverMessageKey = (event: string) => `server.${event}`;
const ref = (key: string) => ({ $ref: `#/channels/${CHANNEL}/messages/${key}` });

/**
 * The socket.io event map of multiplayer as an AsyncAPI 3.0 document, from the contracts' schemas (ADR 0160).
 * The application's view: it receives the client's commands (each with its ack as the reply) and sends the
 * broadcasts.
 */
export function asyncApiDocument(): Record<string, unknown> {
  const messages: Record<string, unknown> = {};
  const operations: Record<string, unknown> = {};
  for (const [event, { payload, ack }] of Object.entries(roomClientEventSchemas)) {
    messages[clientMessageKey(event)] = {
      name: event,
      title: `${event} (client → server)`,
      payload: asyncApiSchema(payload, 'input'),
    };
    messages[`${clientMessageKey(event)}.ack`] = {
      name: `${event} ack`,
      title: `The acknowledgement of ${event}: \`{data}\` or \`{error: {code, message}}\``,
      payload: asyncApiSchema(ack, 'output'),
    };
    operations[clientMessageKey(event)] = {
      action: 'receive',
      channel: { $ref: `#/channels/${CHANNEL}` },
      messages: [ref(clientMessageKey(event))],
      reply: {
        channel: { $ref: `#/channels/${CHANNEL}` },
        messages: [ref(`${clientMessageKey(event)}.ack`)],
      },
    };
  }
  for (const [event, schema] of Object.entries(roomServerEventSchemas)) {
    messages[serverMessageKey(event)] = {
      name: event,
      title: `${event} (server → client)`,
      payload: asyncApiSchema(schema, 'output'),
    };
    operations[serverMessageKey(event)] = {
      action: 'send',
      channel: { $ref: `#/channels/${CHANNEL}` },
      messages: [ref(serverMessageKey(event))],
    };
  }
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Quizstorm multiplayer (socket.io)',
      version: APP_VERSION,
      description:
        `socket.io on \`${SOCKET_PATH}\` (default namespace), authenticated with the same session or guest ` +
        'token as HTTP (`auth: {token}`). Each message `name` is the socket.io event name; every client ' +
        `command is acknowledged. Frames over ${SOCKET_MAX_MESSAGE_BYTES} bytes are refused. Generated at run ` +
        'time from the zod schemas in libs/contracts/src/realtime.',
    },
    defaultContentType: 'application/json',
    servers: {
      api: {
        host: 'localhost:3000',
        protocol: 'ws',
        pathname: SOCKET_PATH,
        description: 'The api node itself (socket.io over WebSocket, or HTTP long polling).',
      },
    },
    channels: { [CHANNEL]: { address: null, description: 'The default namespace.', messages } },
    operations,
  };
}
