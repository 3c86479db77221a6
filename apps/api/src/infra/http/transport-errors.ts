import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@quiz/contracts';
import { REQUEST_ID_HEADER } from '../logging/request-id.js';

/**
 * Failures Fastify answers itself, before any route, hook or Nest filter runs: a malformed percent-encoding
 * (400), an over-long path parameter (414). Fastify's own body names its internals (`FST_ERR_BAD_URL`); this
 * one is the api's error shape.
 */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const body: ApiError =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? { statusCode: 414, code: 'URI_TOO_LONG', message: 'A part of the address is too long.' }
      : error.code === 'FST_ERR_BAD_URL'
        ? { statusCode: 400, code: 'BAD_URL', message: 'The address has a malformed percent-encoding.' }
        : {
            statusCode: 500,
            code: 'INTERNAL',
            message: 'Something went wrong on our side. Please try again.',
          };
  void reply.code(body.statusCode).header(REQUEST_ID_HEADER, request.id).send(body);
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over 16 KB, a broken request line):
 * answered in the api's error shape, then the connection is closed, as Node and Fastify do by default.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const body: ApiError =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? { statusCode: 431, code: 'HEADERS_TOO_LARGE', message: 'The address and headers are too large.' }
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? { statusCode: 408, code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' }
        : { statusCode: 400, code: 'BAD_REQUEST', message: 'The request is not valid HTTP.' };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${body.statusCode} ${STATUS_CODES[body.statusCode]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `X-Request-Id: ${randomUUID()}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
