import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Far deeper than any body the api or better-auth takes (two or three levels), far shallower than a stack. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests arrays and objects deeper than `max`. One pass over the characters, skipping string
 * literals, without recursion: JSON.parse copes with any depth, but what handles the value next (zod,
 * JSON.stringify on the way to better-auth) recurses and overflows the stack at a few thousand levels.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth -= 1;
    }
  }
  return false;
}

type Done = (error: Error | null, body?: unknown) => void;

/**
 * The app's JSON body parser: Fastify's own (which refuses `__proto__` and `constructor.prototype` keys), behind
 * a nesting limit that answers 400 in the api's error shape.
 */
export function depthLimitedJsonParser(fastify: FastifyInstance, maxDepth = MAX_JSON_DEPTH) {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, body: Buffer, done: Done) => {
    const text = body.toString('utf8');
    if (jsonNestsDeeperThan(text, maxDepth)) {
      done(
        new BadRequestException({
          code: 'JSON_TOO_DEEP',
          message: `The body nests arrays and objects more than ${maxDepth} levels deep.`,
        }),
      );
      return;
    }
    parse(request, text, done);
  };
}
