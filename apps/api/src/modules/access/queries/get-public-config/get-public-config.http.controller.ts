import { Controller, Get, Inject } from '@nestjs/common';
import { publicConfigSchema, type PublicConfig } from '@quiz/contracts';
import type { AppConfig } from '../../../../config/app-config.js';
import { APP_CONFIG } from '../../../../infra/tokens.js';
import { AllowAccess } from '../../http/allow-access.decorator.js';
import { Responds } from '../../../api-docs/http/responds.decorator.js';

/** `GET /api/public-config`: which bot check the page must pass (and reCAPTCHA's public site key). */
@Controller('public-config')
@AllowAccess('anonymous')
export class GetPublicConfigHttpController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @Responds(publicConfigSchema)
  get(): PublicConfig {
    return {
      botCheck: this.config.recaptcha
        ? { provider: 'recaptcha', siteKey: this.config.recaptcha.siteKey }
        : { provider: 'altcha', challengeUrl: '/api/guest/challenge' },
    };
  }
}
