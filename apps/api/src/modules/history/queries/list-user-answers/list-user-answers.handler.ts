import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { UserAnswersPage } from '@quiz/contracts';
import { ListUserAnswersQuery } from './list-user-answers.query.js';
import { selectUserAnswers } from './select-user-answers.js';
import { decodeUserAnswersCursor, encodeUserAnswersCursor } from './user-answers-cursor.js';

/** A page of the caller's own answers, keyset-paged so it stays correct while new answers arrive. */
@QueryHandler(ListUserAnswersQuery)
export class ListUserAnswersHandler implements IQueryHandler<ListUserAnswersQuery> {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async execute({ userId, filter, sort, limit, cursor }: ListUserAnswersQuery): Promise<UserAnswersPage> {
    const after = cursor ? decodeUserAnswersCursor(cursor, sort) : null;
    const rows = await selectUserAnswers(this.dataSource, userId, filter, sort, after, limit + 1);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map((row) => row.answer),
      nextCursor: rows.length > limit && last ? encodeUserAnswersCursor(sort, last.key) : null,
    };
  }
}
