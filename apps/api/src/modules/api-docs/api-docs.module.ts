import { Module } from '@nestjs/common';
import { ApiDocsHttpController } from './http/api-docs.http.controller.js';

/** The OpenAPI and AsyncAPI documents and the page that shows them (ADR 0160). */
@Module({ controllers: [ApiDocsHttpController] })
export class ApiDocsModule {}
