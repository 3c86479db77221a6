import { All, Controller, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, AUTH } from '../../../infra/tokens.js';
import type { AppConfig } from '../../../config/app-config.js';
import type { Auth } from './better-auth.js';
import { AllowAccess } from '../../access/http/allow-access.decorator.js';
import { inMinutes } from '../../access/abuse/rate-limits.js';
import { CLIENT_ADDRESS_HEADER } from '../../access/abuse/sign-in-throttle.plugin.js';

/**
 * Hands /api/auth/* to better-auth, translating between Fastify and the Fetch API it speaks. Which endpoint a
 * request reaches is better-auth's decision alone: the rules and limits that depend on it run inside
 * better-auth (plugins in better-auth.ts), never on the path as the client spelled it.
 */
@Controller('auth')
@AllowAccess('anonymous')
export class AuthHttpController {
  constructor(
    @Inject(AUTH) private readonly auth: Auth,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @All('*')
  async handle(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    // The client's address as Fastify resolved it (QUIZ_TRUST_PROXY decides whose X-Forwarded-For to believe),
    // never as the client named it: better-auth's limiter, its session records and our throttle read this.
    headers.set(CLIENT_ADDRESS_HEADER, request.ip);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
    const response = asApiRateLimit(
      await this.auth.handler(
        new Request(new URL(request.url, this.config.publicUrl), {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      ),
    );
    reply.status(response.status);
    // The social sign-in popup (ADR 0031) goes from these pages to the provider's and back: any opener policy
    // here would cut it off from the page that opened it, and its completion could not post the token back.
    reply.removeHeader('cross-origin-opener-policy');
    response.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'set-cookie') void reply.header(name, value);
    });
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length > 0) void reply.header('set-cookie', setCookies);
    await reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
  }
}

/**
 * better-auth's request limiter answers before any endpoint runs, with its own body and `X-Retry-After`:
 * give that the api's error shape and the standard `Retry-After`, as every other 429 has.
 */
function asApiRateLimit(response: Response): Response {
  const retryAfter = response.headers.get('x-retry-after');
  if (response.status !== 429 || retryAfter === null) return response;
  const seconds = Math.max(1, Number(retryAfter) || 1);
  return new Response(
    JSON.stringify({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests from your address. Try again in ${seconds < 60 ? `${seconds} s` : inMinutes(seconds)}.`,
    }),
    { status: 429, headers: { 'content-type': 'application/json', 'retry-after': String(seconds) } },
  );
}
