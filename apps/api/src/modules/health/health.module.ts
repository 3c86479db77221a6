import { Module } from '@nestjs/common';
import { HealthHttpController } from './health.http.controller.js';

@Module({ controllers: [HealthHttpController] })
export class HealthModule {}
