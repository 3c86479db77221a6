import { Controller, Get } from '@nestjs/common';
import { guestSessionSchema, type GuestSession } from '@quiz/contracts';
import { CurrentPrincipal } from '../../http/current-principal.decorator.js';
import { AllowAccess } from '../../http/allow-access.decorator.js';
import type { Principal } from '../../http/principal.js';
import { Responds } from '../../../api-docs/http/responds.decorator.js';

/** `GET /api/guest/session`: the guest a guest token names; lets the page check a stored guest token. */
@Controller('guest')
@AllowAccess('guest')
export class GetGuestSessionHttpController {
  @Get('session')
  @Responds(guestSessionSchema)
  session(@CurrentPrincipal() principal: Principal): GuestSession {
    // The guard admits guests only here, so the principal is one.
    const { guest } = principal as Extract<Principal, { kind: 'guest' }>;
    return { guestId: guest.guestId, expiresAt: guest.expiresAt.toISOString() };
  }
}
