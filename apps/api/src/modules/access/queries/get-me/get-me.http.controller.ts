import { Controller, Get, Inject } from '@nestjs/common';
import { currentUserSchema, type CurrentUserProfile } from '@quiz/contracts';
import { DataSource } from 'typeorm';
import { CurrentUser } from '../../../accounts/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../../accounts/auth/better-auth.js';
import { AllowAccess } from '../../http/allow-access.decorator.js';
import { rolesOf } from '../roles-of.js';
import { Responds } from '../../../api-docs/http/responds.decorator.js';

/** `GET /api/user/me`: the signed-in user's profile (spec §3) and roles, e.g. to show admin links. */
@Controller('user')
@AllowAccess('player')
export class GetMeHttpController {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  @Get('me')
  @Responds(currentUserSchema)
  async me(@CurrentUser() user: AuthenticatedUser): Promise<CurrentUserProfile> {
    const rows: { image: string | null }[] = await this.dataSource.query(
      `SELECT image FROM "user" WHERE id = $1`,
      [user.id],
    );
    return {
      uid: user.id,
      email: user.email,
      displayName: user.displayName,
      photoURL: rows[0]?.image ?? null,
      roles: rolesOf(user),
    };
  }
}
