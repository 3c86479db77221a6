import { All, Controller, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, AUTH } from '../../../infra/tokens.js';
import type { AppConfig } from '../../../config/app-config.js';
import type { Auth } from './better-auth.js';

/** Hands /api/auth/* to better-auth, translating between Fastify and the Fetch API it speaks. */
@Controller('auth')
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
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
    const response = await this.auth.handler(
      new Request(new URL(request.url, this.config.publicUrl), {
        method: request.method,
        headers,
        body: hasBody ? JSON.stringify(request.body) : undefined,
      }),
    );
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'set-cookie') void reply.header(name, value);
    });
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length > 0) void reply.header('set-cookie', setCookies);
    await reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
  }
}
