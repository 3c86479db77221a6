import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AnswerRecord } from '@quiz/contracts';
import { DataSource } from 'typeorm';
import { selectUserAnswers } from '../list-user-answers/select-user-answers.js';
import { ListAnswersForStatsQuery } from './list-answers-for-stats.query.js';

/** A player's most recent answers, returned oldest first: the order the stats panel counts a streak in. */
@QueryHandler(ListAnswersForStatsQuery)
export class ListAnswersForStatsHandler implements IQueryHandler<ListAnswersForStatsQuery> {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async execute({ ownerId, limit }: ListAnswersForStatsQuery): Promise<AnswerRecord[]> {
    const newestFirst = await selectUserAnswers(
      this.dataSource,
      ownerId,
      { incorrectOnly: false },
      'desc',
      null,
      limit,
    );
    return newestFirst.map((row) => row.answer).reverse();
  }
}
