import { Controller, Get, Header, Inject, NotFoundException } from '@nestjs/common';
import type { Challenge } from 'altcha-lib';
import { BOT_CHECK } from '../../access.tokens.js';
import { AltchaBotCheck } from '../../guests/altcha-bot-check.js';
import type { BotCheck } from '../../guests/bot-check.js';
import { AllowAccess } from '../../http/allow-access.decorator.js';
import { RespondsWith } from '../../../api-docs/http/responds.decorator.js';

/** `GET /api/guest/challenge`: a fresh, signed ALTCHA proof-of-work challenge (404 while reCAPTCHA is in use). */
@Controller('guest')
@AllowAccess('anonymous')
export class GetGuestChallengeHttpController {
  constructor(@Inject(BOT_CHECK) private readonly botCheck: BotCheck) {}

  @Get('challenge')
  @RespondsWith({
    contentType: 'application/json',
    description: "An ALTCHA challenge, in altcha-lib's format.",
  })
  @Header('cache-control', 'no-store')
  challenge(): Promise<Challenge> {
    if (!(this.botCheck instanceof AltchaBotCheck)) {
      throw new NotFoundException({ code: 'NOT_FOUND', message: 'Guests are checked by reCAPTCHA here.' });
    }
    return this.botCheck.challenge();
  }
}
