import { Controller, Get, Inject } from '@nestjs/common';
import { signInProvidersResponseSchema, type SignInProvidersResponse } from '@quiz/contracts';
import type { AppConfig } from '../../../../config/app-config.js';
import { APP_CONFIG } from '../../../../infra/tokens.js';
import { AllowAccess } from '../../../access/http/allow-access.decorator.js';
import { signInProviders } from './sign-in-providers.js';
import { Responds } from '../../../api-docs/http/responds.decorator.js';

/** Public: the sign-in page asks which provider buttons can start a popup. */
@Controller('sign-in')
@AllowAccess('anonymous')
export class ListSignInProvidersHttpController {
  private readonly answer: SignInProvidersResponse;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.answer = signInProviders(config.social);
  }

  @Get('providers')
  @Responds(signInProvidersResponseSchema)
  list(): SignInProvidersResponse {
    return this.answer;
  }
}
