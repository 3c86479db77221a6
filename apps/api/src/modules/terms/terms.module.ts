import { Module } from '@nestjs/common';
import { AcceptTermsHandler } from './commands/accept-terms/accept-terms.handler.js';
import { AcceptTermsHttpController } from './commands/accept-terms/accept-terms.http.controller.js';
import { ExportTermsAcceptancesHandler } from './queries/export-terms-acceptances/export-terms-acceptances.handler.js';
import { ExportTermsAcceptancesHttpController } from './queries/export-terms-acceptances/export-terms-acceptances.http.controller.js';
import { ListUsersPendingTermsHandler } from './queries/list-users-pending-terms/list-users-pending-terms.handler.js';
import { ListUsersPendingTermsHttpController } from './queries/list-users-pending-terms/list-users-pending-terms.http.controller.js';
import { ListTermsAcceptancesHandler } from './queries/list-terms-acceptances/list-terms-acceptances.handler.js';
import { ListTermsAcceptancesHttpController } from './queries/list-terms-acceptances/list-terms-acceptances.http.controller.js';

@Module({
  controllers: [
    AcceptTermsHttpController,
    ListTermsAcceptancesHttpController,
    ExportTermsAcceptancesHttpController,
    ListUsersPendingTermsHttpController,
  ],
  providers: [
    AcceptTermsHandler,
    ListTermsAcceptancesHandler,
    ExportTermsAcceptancesHandler,
    ListUsersPendingTermsHandler,
  ],
})
export class TermsModule {}
