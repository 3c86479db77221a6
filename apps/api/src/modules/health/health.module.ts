import { Module } from '@nestjs/common';
import { QuestionsModule } from '../questions/questions.module.js';
import { HealthHttpController } from './health.http.controller.js';

@Module({ imports: [QuestionsModule], controllers: [HealthHttpController] })
export class HealthModule {}
