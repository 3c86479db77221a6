import { All, Controller, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, AUTH } from '../../../infra/tokens.js';
import type { AppConfig } from '../../../config/app-config.js';
import type { Auth } from './better-auth.js';
import { RATE_LIMITS } from '../../access/access.tokens.js';
import { AllowAccess } from '../../access/http/allow-access.decorator.js';
import type { RateLimits } from '../../access/abuse/rate-limits.js';
import { EMAIL_SIGN_IN_PATH, throttledSignIn } from '../../access/abuse/throttled-sign-in.js';

/** Hands /api/auth/* to better-auth, translating between Fastify and the Fetch API it speaks. */
@Controller('auth')
@AllowAccess('anonymous')
export class AuthHttpController {
  constructor(
    @Inject(AUTH) private readonly auth: Auth,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RATE_LIMITS) private readonly limits: RateLimits,
  ) {}

  @All('*')
  async handle(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
    const forward = () =>
      this.auth.handler(
        new Request(new URL(request.url, this.config.publicUrl), {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
    const isEmailSignIn = request.method === 'POST' && request.url.split('?')[0] === EMAIL_SIGN_IN_PATH;
    const response = isEmailSignIn
      ? await throttledSignIn(
          this.limits,
          { email: (request.body as { email?: unknown } | undefined)?.email, ip: request.ip },
          forward,
        )
      : await forward();
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'set-cookie') void reply.header(name, value);
    });
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length > 0) void reply.header('set-cookie', setCookies);
    await reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
  }
}
