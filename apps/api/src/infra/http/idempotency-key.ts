import { BadRequestException } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * A client that may retry sends an `Idempotency-Key` (a UUID); it becomes the command id, and so the event id,
 * which makes the retry record nothing new. Without one, each request is its own command.
 */
export function commandIdFrom(idempotencyKey: string | undefined): string | undefined {
  if (idempotencyKey === undefined) return undefined;
  if (!UUID.test(idempotencyKey)) {
    throw new BadRequestException({
      code: 'INVALID_IDEMPOTENCY_KEY',
      message: 'Idempotency-Key must be a UUID.',
    });
  }
  return idempotencyKey.toLowerCase();
}
