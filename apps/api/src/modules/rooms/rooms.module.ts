import { Inject, Injectable, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import type { RealtimeMetrics } from '../../infra/metrics/metric-ports.js';
import { APP_CONFIG, METRICS } from '../../infra/tokens.js';
import { QuestionsModule } from '../questions/questions.module.js';
import { AnswerLog } from './answer-log.js';
import { CreateRoomHandler } from './commands/create-room/create-room.handler.js';
import { HostCommandsHandler } from './commands/host-commands/host-commands.handler.js';
import { JoinRoomHandler } from './commands/join-room/join-room.handler.js';
import { SubmitAnswerHandler } from './commands/submit-answer/submit-answer.handler.js';
import { RoomCommandRouter } from './gateways/room-command.router.js';
import { RoomsGateway } from './gateways/rooms.gateway.js';
import { RoomGuessLimits } from './gateways/socket-limits.js';
import { RoomBroadcaster } from './room-broadcaster.js';
import { RoomFlows } from './room-flows.js';
import { RoomStore } from './room-store.js';
import { ROOM_GUESS_LIMITS } from './rooms.tokens.js';

@Injectable()
class RoomsLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(ROOM_GUESS_LIMITS) private readonly guesses: RoomGuessLimits,
    @Inject(METRICS) private readonly metrics: RealtimeMetrics,
    private readonly broadcaster: RoomBroadcaster,
  ) {}

  onModuleInit(): void {
    this.metrics.watchRealtime(() => this.broadcaster.localCounts());
  }

  async onApplicationShutdown(): Promise<void> {
    await this.guesses.close();
  }
}

/** Multiplayer (issue 11): live rooms over socket.io, event-sourced, run by jobs on the queue. */
@Module({
  imports: [QuestionsModule],
  providers: [
    RoomStore,
    AnswerLog,
    RoomBroadcaster,
    RoomFlows,
    CreateRoomHandler,
    JoinRoomHandler,
    SubmitAnswerHandler,
    HostCommandsHandler,
    RoomCommandRouter,
    RoomsGateway,
    RoomsLifecycle,
    {
      provide: ROOM_GUESS_LIMITS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        if (!config.redisUrl) return new RoomGuessLimits(config.rooms.guessesPerMinute);
        const client = new Redis(config.redisUrl, {
          maxRetriesPerRequest: 2,
          lazyConnect: true,
          enableOfflineQueue: true,
        });
        client.on('error', () => undefined);
        return new RoomGuessLimits(config.rooms.guessesPerMinute, { client, prefix: config.redisPrefix });
      },
    },
  ],
})
export class RoomsModule {}
