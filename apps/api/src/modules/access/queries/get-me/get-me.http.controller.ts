import { Controller, Get, Inject } from '@nestjs/common';
import { meResponseSchema, type MeResponse } from '@quiz/contracts';
import { DataSource } from 'typeorm';
import { CurrentUser } from '../../../accounts/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../../accounts/auth/better-auth.js';
import { AllowAccess } from '../../http/allow-access.decorator.js';
import { rolesOf } from '../roles-of.js';
import { Responds } from '../../../api-docs/http/responds.decorator.js';

/**
 * `GET /api/user/me`: the signed-in user's profile (spec §3), roles (e.g. to show admin links) and the terms
 * versions accepted, from the terms audit's read model (issue 13 item 6).
 */
@Controller('user')
@AllowAccess('player')
export class GetMeHttpController {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  @Get('me')
  @Responds(meResponseSchema)
  async me(@CurrentUser() user: AuthenticatedUser): Promise<MeResponse> {
    const [rows, accepted]: [{ image: string | null }[], { version: string }[]] = await Promise.all([
      this.dataSource.query(`SELECT image FROM "user" WHERE id = $1`, [user.id]),
      this.dataSource.query(
        `SELECT version FROM terms_acceptances WHERE user_id = $1 ORDER BY accepted_at, version`,
        [user.id],
      ),
    ]);
    return {
      uid: user.id,
      email: user.email,
      displayName: user.displayName,
      photoURL: rows[0]?.image ?? null,
      roles: rolesOf(user),
      acceptedTermsVersions: accepted.map((row) => row.version),
    };
  }
}
