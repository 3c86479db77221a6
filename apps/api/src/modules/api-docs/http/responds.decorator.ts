import { SetMetadata } from '@nestjs/common';
import type { z, ZodType } from 'zod';

export const RESPONDS = 'quiz:responds';

/** What a route answers on success, as the OpenAPI document describes it (ADR 0160). */
export interface ResponseContract {
  /** `application/json`, or another media type for streams, files and pages. */
  contentType: string;
  /** For JSON: the whole body; for NDJSON: one line. Absent for bodies no contract describes (files, pages). */
  schema?: ZodType;
  description: string;
}

type Handler<Body> = (...args: never[]) => Body | Promise<Body>;

/**
 * Names the contract a JSON route answers with. The handler's declared return type must fit the schema's input
 * (what a client's `schema.parse` accepts), so the compiler refuses a contract that drifted from the handler.
 */
export function Responds<S extends ZodType>(schema: S, description = 'Success') {
  const decorate = SetMetadata(RESPONDS, {
    contentType: 'application/json',
    schema,
    description,
  } satisfies ResponseContract);
  return <H extends Handler<z.input<S>>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    decorate(target, key, descriptor);
  };
}

/**
 * For what the compiler cannot hold to a schema: a stream written to the raw reply (its `schema` is one NDJSON
 * line), a CSV file, a page or a third-party format. The route's own tests hold these to their description.
 */
export const RespondsWith = (contract: ResponseContract) => SetMetadata(RESPONDS, contract);
