import { Controller, Get, Header, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ZodValidationPipe } from '../../../infra/http/zod-validation.pipe.js';
import { AUTH } from '../../../infra/tokens.js';
import { AllowAccess } from '../../access/http/allow-access.decorator.js';
import { asyncApiDocument } from '../asyncapi-document.js';
import { betterAuthEndpoints } from '../better-auth-endpoints.js';
import { openApiDocument } from '../openapi-document.js';
import { catalogueRoutes } from '../route-catalogue.js';
import { DOCS_PAGE, docsAsset } from './docs-page.js';
import { RespondsWith } from './responds.decorator.js';

const docsAssetParamsSchema = z.strictObject({ asset: z.string().min(1).max(64) });

/**
 * The api's own description, open to everyone (ADR 0160): built once, on first request, from the routes the app
 * mapped, so it describes this running instance (its better-auth plugins included).
 */
@Controller()
@AllowAccess('anonymous')
export class ApiDocsHttpController {
  private openApi?: object;
  private asyncApi?: object;

  constructor(
    private readonly modules: ModulesContainer,
    @Inject(AUTH) private readonly auth: unknown,
  ) {}

  @Get('openapi.json')
  @RespondsWith({ contentType: 'application/json', description: 'This document (OpenAPI 3.1).' })
  openApiDocument(): object {
    this.openApi ??= openApiDocument(catalogueRoutes(this.modules), betterAuthEndpoints(this.auth));
    return this.openApi;
  }

  @Get('asyncapi.json')
  @RespondsWith({
    contentType: 'application/json',
    description: 'The socket.io events of multiplayer (AsyncAPI 3.0).',
  })
  asyncApiDocument(): object {
    this.asyncApi ??= asyncApiDocument();
    return this.asyncApi;
  }

  @Get('docs')
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-cache')
  @RespondsWith({
    contentType: 'text/html',
    description: 'A browsable page of /api/openapi.json (Swagger UI).',
  })
  page(): string {
    return DOCS_PAGE;
  }

  @Get('docs/:asset')
  @RespondsWith({ contentType: '*/*', description: "One of the page's scripts, styles or images." })
  asset(
    @Param(new ZodValidationPipe(docsAssetParamsSchema)) { asset }: z.infer<typeof docsAssetParamsSchema>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Buffer {
    const found = docsAsset(asset);
    if (!found) throw new NotFoundException({ code: 'NOT_FOUND', message: `No asset ${asset}.` });
    void reply.type(found.contentType).header('cache-control', 'public, max-age=3600');
    return found.body;
  }
}
