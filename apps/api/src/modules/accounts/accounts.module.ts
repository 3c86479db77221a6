import { Module } from '@nestjs/common';
import { AuthHttpController } from './auth/auth.http.controller.js';
import { ListSignInProvidersHttpController } from './queries/list-sign-in-providers/list-sign-in-providers.http.controller.js';
import { ChangeProfileHandler } from './commands/change-profile/change-profile.handler.js';
import { ChangeProfileHttpController } from './commands/change-profile/change-profile.http.controller.js';
import { RegisterUserHandler } from './commands/register-user/register-user.handler.js';

@Module({
  controllers: [AuthHttpController, ListSignInProvidersHttpController, ChangeProfileHttpController],
  providers: [RegisterUserHandler, ChangeProfileHandler],
})
export class AccountsModule {}
