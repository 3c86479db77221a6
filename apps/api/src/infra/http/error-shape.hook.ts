import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorSchema, type ApiError } from '@quiz/contracts';
import { codeForStatus } from './api-exception.filter.js';

/**
 * A Fastify `onSend` hook: every 4xx/5xx leaves in the api's error shape, whoever wrote it. better-auth answers
 * `{ code, message }`, an empty body or `Not Found`; its `code`, `message` and other fields (e.g. `items`) are
 * kept and `statusCode` added, so clients read one shape (ADR 0125). Bodies already in the shape pass as they are.
 */
export async function inApiErrorShape(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const status = reply.statusCode;
  if (status < 400) return payload;
  if (payload !== undefined && payload !== null && typeof payload !== 'string' && !Buffer.isBuffer(payload))
    return payload;
  const text = payload ? payload.toString() : '';
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: its text is not echoed; the status says what it was.
  }
  const shaped = apiErrorSchema.safeParse(body);
  if (shaped.success && shaped.data.statusCode === status) return payload;
  const fields =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const error: ApiError = {
    ...fields,
    statusCode: status,
    code: typeof fields.code === 'string' && fields.code ? fields.code : codeForStatus(status),
    message:
      typeof fields.message === 'string' && fields.message
        ? fields.message
        : (STATUS_CODES[status] ?? 'Error'),
  };
  void reply.type('application/json; charset=utf-8');
  return JSON.stringify(error);
}
