import type { Logger } from '@nestjs/common';
import { roomErrorCodeSchema, type RoomError } from '@quiz/contracts';
import { DomainError } from '@quiz/domain';
import { CommandConflictError } from '../../../infra/event-store/command-processor.js';

const KNOWN_CODES = new Set<string>(roomErrorCodeSchema.options);

/** Only known codes and their own messages reach clients; anything else is logged and answered TRY_AGAIN. */
export function toRoomError(error: unknown, logger: Logger): RoomError {
  if (error instanceof DomainError && KNOWN_CODES.has(error.code))
    return { code: error.code as RoomError['code'], message: error.message };
  if (error instanceof CommandConflictError)
    return { code: 'TRY_AGAIN', message: 'The room is busy; please send that again.' };
  logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  return { code: 'TRY_AGAIN', message: 'Something went wrong; please send that again.' };
}
