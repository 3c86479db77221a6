import {
  roomHistoryAnswers,
  roomHistoryContext,
  type QuestionClosed,
  type QuestionOpened,
  type RoomCreated,
  type RoomHistoryAnswer,
  type RoomHistoryContext,
} from '@quiz/domain';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../infra/event-store/event-store.port.js';

/** The room events a projection reads to fold multiplayer answers into a player's read models (ADR 0144). */
export const ROOM_HISTORY_EVENT_TYPES = ['RoomCreated', 'QuestionOpened', 'QuestionClosed'] as const;

const ROOM_STREAM_PREFIX = 'room-';
/** Room events carry no room id of their own after RoomCreated: the room stream's name does. */
const roomIdOf = (event: RecordedEvent) => event.streamId.slice(ROOM_STREAM_PREFIX.length);

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * Reads a batch's room events in `table` (a projection's own room table, emptied with its rebuild): records
 * the rooms created and the questions opened, then turns each QuestionClosed into the answers of signed-in
 * players, by event id. RoomCreated and QuestionOpened of a room precede its QuestionClosed in the log, so
 * recording them first for the whole batch is the same as reading it event by event. Replays change nothing:
 * a room is inserted once and a question's opening time is set to the same value again.
 */
export async function roomAnswersOfBatch(
  manager: EntityManager,
  table: 'answer_history_rooms' | 'topic_streak_rooms' | 'question_report_rooms',
  events: readonly RecordedEvent[],
  options: { includeGuests?: boolean } = {},
): Promise<Map<string, RoomHistoryAnswer[]>> {
  const created = events.filter((event) => event.type === 'RoomCreated');
  if (created.length > 0) {
    await manager.query(
      `INSERT INTO ${table} (room_id, context)
       SELECT room_id, context FROM jsonb_to_recordset($1::jsonb) AS r(room_id text, context jsonb)
       ON CONFLICT (room_id) DO NOTHING`,
      [
        JSON.stringify(
          created.map((event) => ({
            room_id: roomIdOf(event),
            // Openings are kept in their own column, filled as QuestionOpened events arrive.
            context: roomHistoryContext(event.data as RoomCreated['data']),
          })),
        ),
      ],
    );
  }
  const opened = new Map<string, Record<string, number>>();
  for (const event of events) {
    if (event.type !== 'QuestionOpened') continue;
    const data = event.data as QuestionOpened['data'];
    const room = opened.get(roomIdOf(event)) ?? {};
    room[String(data.number)] = data.openedAt;
    opened.set(roomIdOf(event), room);
  }
  if (opened.size > 0) {
    await manager.query(
      `UPDATE ${table} AS t SET opened_at = t.opened_at || r.opened
         FROM jsonb_to_recordset($1::jsonb) AS r(room_id text, opened jsonb)
        WHERE t.room_id = r.room_id`,
      [JSON.stringify([...opened].map(([room_id, at]) => ({ room_id, opened: at })))],
    );
  }
  const closed = events.filter((event) => event.type === 'QuestionClosed');
  const answers = new Map<string, RoomHistoryAnswer[]>();
  if (closed.length === 0) return answers;
  const rows: { room_id: string; context: unknown; opened_at: unknown }[] = await manager.query(
    `SELECT room_id, context, opened_at FROM ${table}
      WHERE room_id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify([...new Set(closed.map(roomIdOf))])],
  );
  const contexts = new Map<string, RoomHistoryContext>(
    rows.map((row) => [
      row.room_id,
      {
        ...parsed<RoomHistoryContext>(row.context),
        openedAt: parsed<Record<string, number>>(row.opened_at),
      },
    ]),
  );
  for (const event of closed) {
    const context = contexts.get(roomIdOf(event));
    if (context)
      answers.set(event.id, roomHistoryAnswers(context, event.data as QuestionClosed['data'], options));
  }
  return answers;
}
