import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppConfig } from './config/app-config.js';
import { InfraModule } from './infra/infra.module.js';
import { AccessModule } from './modules/access/access.module.js';
import { ApiDocsModule } from './modules/api-docs/api-docs.module.js';
import { AccountsModule } from './modules/accounts/accounts.module.js';
import { AnalysisModule } from './modules/analysis/analysis.module.js';
import { HistoryModule } from './modules/history/history.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { QuestionsModule } from './modules/questions/questions.module.js';
import { PlayModule } from './modules/play/play.module.js';
import { RoomsModule } from './modules/rooms/rooms.module.js';
import { StreaksModule } from './modules/streaks/streaks.module.js';
import { TermsModule } from './modules/terms/terms.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        InfraModule.forRoot(config),
        HealthModule,
        AccessModule,
        AccountsModule,
        TermsModule,
        QuestionsModule,
        PlayModule,
        HistoryModule,
        StreaksModule,
        RoomsModule,
        ApiDocsModule,
        AnalysisModule,
      ],
    };
  }
}
