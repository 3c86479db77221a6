import type { DataSource } from 'typeorm';
import type { AnswerRecord } from '@quiz/contracts';
import { planSearch, type SearchPlan } from './search-plan.js';
import type { SortOrder, UserAnswersKey } from './user-answers-cursor.js';

export interface UserAnswersFilter {
  /** A tsquery of whole words built by `wordsTsQuery`. */
  tsQuery?: string;
  incorrectOnly: boolean;
  /** Compared without regard to case. */
  topic?: string;
  subtopic?: string;
}

interface Row {
  session_id: string;
  question_id: string;
  question: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  correct: AnswerRecord['correct'];
  explanation: string;
  topic: string;
  difficulty: AnswerRecord['difficulty'];
  subtopic: string;
  selected_answer: AnswerRecord['selectedAnswer'];
  is_correct: boolean;
  time_taken: number;
  answered_at: Date;
  answered_at_exact: string;
  room_id: string | null;
  repeat: boolean;
  event_commit: string;
  event_prepare: string;
}

export interface UserAnswerRow {
  answer: AnswerRecord;
  key: UserAnswersKey;
}

/**
 * One player's answers matching the filter, in answered-time order with the log position breaking ties,
 * strictly after `after`: keyset paging, so answers arriving meanwhile never shift or repeat a page.
 * A search is first planned by how many answers it should match (ADR 0078).
 */
export async function selectUserAnswers(
  dataSource: DataSource,
  userId: string,
  filter: UserAnswersFilter,
  sort: SortOrder,
  after: UserAnswersKey | null,
  limit: number,
): Promise<UserAnswerRow[]> {
  const plan: SearchPlan = filter.tsQuery
    ? await planSearch(dataSource, userId, { ...filter, tsQuery: filter.tsQuery }, limit)
    : { kind: 'time-order' };
  return selectUserAnswersBy(plan, dataSource, userId, filter, sort, after, limit);
}

/**
 * The same listing read as `plan` says; every plan gives the same rows in the same order. Only the
 * conditions in use are written into the SQL, so the planner sees each shape as it is and picks the index
 * made for it (ADR 0075); the player-keys plan adds the one condition the player-keys GIN index serves.
 */
export async function selectUserAnswersBy(
  plan: SearchPlan,
  dataSource: DataSource,
  userId: string,
  filter: UserAnswersFilter,
  sort: SortOrder,
  after: UserAnswersKey | null,
  limit: number,
): Promise<UserAnswerRow[]> {
  if (plan.kind === 'no-match') return [];
  const params: unknown[] = [userId];
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions = ['user_id = $1'];
  if (plan.kind === 'player-keys')
    conditions.push(
      `answer_history_keys(user_id, search, topic, subtopic, is_correct) @> ${param(plan.keys)}::text[]::bigint[]`,
    );
  if (filter.tsQuery) conditions.push(`search @@ to_tsquery('english', ${param(filter.tsQuery)})`);
  if (filter.incorrectOnly) conditions.push('NOT is_correct');
  if (filter.topic) conditions.push(`lower(topic) = lower(${param(filter.topic)})`);
  if (filter.subtopic) conditions.push(`lower(subtopic) = lower(${param(filter.subtopic)})`);
  if (after)
    conditions.push(
      `(answered_at, event_commit, event_prepare) ${sort === 'desc' ? '<' : '>'} ` +
        `(${param(after.answeredAt)}::timestamptz, ${param(after.commit)}::bigint, ${param(after.prepare)}::bigint)`,
    );
  const direction = sort === 'desc' ? 'DESC' : 'ASC';
  const rows: Row[] = await dataSource.query(
    `SELECT session_id, question_id, question, option_a, option_b, option_c, option_d, correct, explanation,
            topic, difficulty, subtopic, selected_answer, is_correct, time_taken, answered_at, room_id, repeat,
            to_char(answered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS answered_at_exact,
            event_commit::text AS event_commit, event_prepare::text AS event_prepare
       FROM answer_history
      WHERE ${conditions.join(' AND ')}
      -- Qualified: the bare names would sort by the text columns of the select list.
      ORDER BY answer_history.answered_at ${direction}, answer_history.event_commit ${direction},
               answer_history.event_prepare ${direction}
      LIMIT ${param(limit)}`,
    params,
  );
  return rows.map((row) => ({
    answer: {
      id: row.question_id,
      sessionId: row.session_id,
      question: row.question,
      optionA: row.option_a,
      optionB: row.option_b,
      optionC: row.option_c,
      optionD: row.option_d,
      correct: row.correct,
      explanation: row.explanation,
      topic: row.topic,
      difficulty: row.difficulty,
      subtopic: row.subtopic,
      selectedAnswer: row.selected_answer,
      isCorrect: row.is_correct,
      timeTaken: Number(row.time_taken),
      playedAt: new Date(row.answered_at).toISOString(),
      ...(row.room_id === null ? {} : { room: row.room_id }),
      ...(row.repeat && { repeat: true }),
    },
    key: { answeredAt: row.answered_at_exact, commit: row.event_commit, prepare: row.event_prepare },
  }));
}
