import { z } from 'zod';

/**
 * `page` and `pageSize` of a numbered list, from the query string: pages count from 1, a page holds 1 to
 * `maxSize` rows (`defaultSize` when not asked), and each refusal says what would have been right.
 */
export function pageQueryShape(defaultSize: number, maxSize: number) {
  const sizeMessage = `pageSize must be a whole number from 1 to ${maxSize}`;
  return {
    page: z.coerce
      .number()
      .int('page must be a whole number')
      .min(1, 'page starts at 1')
      .max(100_000)
      .default(1),
    pageSize: z.coerce
      .number()
      .int(sizeMessage)
      .min(1, sizeMessage)
      .max(maxSize, sizeMessage)
      .default(defaultSize),
  };
}
