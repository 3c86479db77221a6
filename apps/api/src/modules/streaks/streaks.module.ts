import { Module } from '@nestjs/common';
import { GetLeaderboardHandler } from './queries/get-leaderboard/get-leaderboard.handler.js';
import { GetLeaderboardHttpController } from './queries/get-leaderboard/get-leaderboard.http.controller.js';

/** Streaks per player and topic (the topic_streaks read model) and the leaderboard built on them. */
@Module({
  controllers: [GetLeaderboardHttpController],
  providers: [GetLeaderboardHandler],
})
export class StreaksModule {}
