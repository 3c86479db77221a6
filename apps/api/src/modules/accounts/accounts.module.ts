import { Module } from '@nestjs/common';
import { AuthHttpController } from './auth/auth.http.controller.js';
import { RegisterUserHandler } from './commands/register-user/register-user.handler.js';

@Module({
  controllers: [AuthHttpController],
  providers: [RegisterUserHandler],
})
export class AccountsModule {}
