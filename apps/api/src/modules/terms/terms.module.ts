import { Module } from '@nestjs/common';
import { AcceptTermsHandler } from './commands/accept-terms/accept-terms.handler.js';
import { AcceptTermsHttpController } from './commands/accept-terms/accept-terms.http.controller.js';
import { ListTermsAcceptancesHandler } from './queries/list-terms-acceptances/list-terms-acceptances.handler.js';
import { ListTermsAcceptancesHttpController } from './queries/list-terms-acceptances/list-terms-acceptances.http.controller.js';

@Module({
  controllers: [AcceptTermsHttpController, ListTermsAcceptancesHttpController],
  providers: [AcceptTermsHandler, ListTermsAcceptancesHandler],
})
export class TermsModule {}
