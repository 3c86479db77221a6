import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TopicSuggestionsResponse } from '@quiz/contracts';
import { pickTopicSuggestions } from '@quiz/domain';
import { DataSource } from 'typeorm';
import {
  MODEL_QUESTION_SOURCE,
  type ModelQuestionSource,
} from '../../providers/model-question-source.token.js';
import { findOfflineTopic, offlineTopicLabels, offlineTopicsToOffer } from '../../providers/offline/index.js';
import { SuggestTopicsQuery } from './suggest-topics.query.js';

/** A player's recent topics read from the streaks read model: enough to fill any list. */
const RECENT_READ = 20;

/**
 * The topic screen's suggestions (ADR 0170): the player's recent topics, then the offline topics closest to
 * what was typed (the popular ones when nothing resembles it). Without a model only what the offline generator knows can be played, so a recent topic is
 * offered under the name of the offline topic it matches, or not at all.
 */
@QueryHandler(SuggestTopicsQuery)
export class SuggestTopicsHandler implements IQueryHandler<SuggestTopicsQuery> {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(MODEL_QUESTION_SOURCE) private readonly model: ModelQuestionSource | null,
  ) {}

  async execute({ typed, sentRecent, userId, limit }: SuggestTopicsQuery): Promise<TopicSuggestionsResponse> {
    const anyTopic = this.model !== null;
    const known = userId ? await this.recentTopicsOf(userId) : [];
    const playable = (topic: string) => (anyTopic ? topic : findOfflineTopic(topic)?.label);
    const recent = [...known, ...sentRecent].flatMap((topic) => playable(topic) ?? []);
    const catalogue = offlineTopicLabels();
    const closest = typed === '' ? catalogue : offlineTopicsToOffer(typed, limit);
    return {
      suggestions: pickTopicSuggestions({ typed, recent, closest, limit }),
      anyTopic,
      typedPlayable: typed !== '' && playable(typed) !== undefined,
      surprise: catalogue,
    };
  }

  /** Topics the player answered in, latest answer first (topic_streaks keeps one row per player and topic). */
  private async recentTopicsOf(userId: string): Promise<string[]> {
    const rows: { topic: string }[] = await this.dataSource.query(
      `SELECT topic FROM topic_streaks WHERE user_id = $1
        ORDER BY last_commit DESC, last_prepare DESC LIMIT $2`,
      [userId, RECENT_READ],
    );
    return rows.map((row) => row.topic);
  }
}
