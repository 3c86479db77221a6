import type { LoggerService } from '@nestjs/common';
import type { CommandBus } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import {
  MAX_DISPLAY_NAME_LENGTH,
  MAX_PHOTO_URL_LENGTH,
  safeDisplayName,
  safePhotoUrl,
  validateDisplayName,
} from '@quiz/domain';
import { nameBasedUuid } from '../../../../infra/event-store/event-ids.js';
import { ChangeProfileCommand } from '../change-profile/change-profile.command.js';
import { RegisterUserCommand } from '../register-user/register-user.command.js';

interface StoredAccount {
  id: string;
  email: string;
  name: string;
  image: string | null;
}

/**
 * Rows that are certainly fine need no look: a name of printable ASCII words joined by single spaces within
 * the length, an image of plain https address characters. Everything else (any other name, any other image)
 * is read and judged by the domain's rules; this filter only spares the common case the reading.
 */
const CANDIDATES = `
  SELECT id, email, name, image FROM "user"
   WHERE NOT (name ~ '^[!-~]( ?[!-~])*$' AND octet_length(name) <= $1)
      OR (image IS NOT NULL AND NOT (
            image ~ '^https://[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[0-9]{1,5})?([/?#][A-Za-z0-9._~/?#=&%+:@!$()*,;-]*)?$'
            AND octet_length(image) <= $2))`;

/**
 * Accounts stored before sign-up applied the profile rules (ADR 0121) may hold a blank, overlong or
 * unshowable name, or an avatar that is not https, and those with a blank name never got their
 * UserRegistered event. At start each is made safe and made whole: the account row gets a safe name
 * (`safeDisplayName`) and no unsafe image, its registration is recorded with that name, and a player already
 * registered under the bad name gets a profile change. Commands carry ids derived from the account and its
 * new profile, so a repair interrupted and run again records nothing twice. One account that cannot be
 * repaired is logged and skipped; it never stops a start.
 */
export async function repairAccountProfiles(
  dataSource: DataSource,
  commandBus: CommandBus,
  logger: LoggerService,
): Promise<number> {
  const candidates: StoredAccount[] = await dataSource.query(CANDIDATES, [
    MAX_DISPLAY_NAME_LENGTH,
    MAX_PHOTO_URL_LENGTH,
  ]);
  let repaired = 0;
  for (const account of candidates) {
    const nameOk = validateDisplayName(account.name).ok;
    const image = safePhotoUrl(account.image);
    if (nameOk && image === account.image) continue;
    try {
      await repairOne(
        dataSource,
        commandBus,
        account,
        nameOk ? account.name : safeDisplayName(account.name, account.id),
        image,
      );
      repaired += 1;
      logger.warn(
        `Repaired account ${account.id}: ${[nameOk ? '' : 'display name replaced', image === account.image ? '' : 'image removed'].filter(Boolean).join(', ')}`,
      );
    } catch (error) {
      logger.warn(`Could not repair account ${account.id}, skipped: ${messageOf(error)}`);
    }
  }
  return repaired;
}

async function repairOne(
  dataSource: DataSource,
  commandBus: CommandBus,
  account: StoredAccount,
  name: string,
  image: string | null,
): Promise<void> {
  // The events first: should the process stop before the row is fixed, the row is still a candidate at the
  // next start, and the same command ids record nothing twice.
  // The same command id as sign-up's: a no-op for a player already registered.
  await commandBus.execute(
    new RegisterUserCommand(nameBasedUuid(`user-registered:${account.id}`), account.id, account.email, name),
  );
  // For a player registered under the bad name: the change the read models follow. Nothing when none.
  await commandBus.execute(
    new ChangeProfileCommand(
      nameBasedUuid(`profile-repaired:${account.id}:${name}:${image ?? ''}`),
      account.id,
      name === account.name ? undefined : name,
      image === account.image ? undefined : image,
    ),
  );
  // Only the row as it was read: an edit that landed meanwhile is not overwritten.
  await dataSource.query(
    `UPDATE "user" SET name = $2, image = $3, "updatedAt" = now()
      WHERE id = $1 AND name = $4 AND image IS NOT DISTINCT FROM $5`,
    [account.id, name, image, account.name, account.image],
  );
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
