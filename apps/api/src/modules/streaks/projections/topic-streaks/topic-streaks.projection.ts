import {
  foldPlayerTopicStreaks,
  playerTopicId,
  streakTopicKey,
  type PlayerTopicStreak,
  type QuestionAnswered,
  type TopicAnswer,
} from '@quiz/domain';
import type { EntityManager } from 'typeorm';
import {
  compareLogPositions,
  type LogPosition,
  type RecordedEvent,
} from '../../../../infra/event-store/event-store.port.js';
import type { Projection } from '../../../../infra/projections/projection.js';
import {
  ASKED_AGAIN_EVENT_TYPES,
  askedAgainAnswersOfBatch,
} from '../../../questions/projections/asked-again/asked-again-answers.js';
import {
  ROOM_HISTORY_EVENT_TYPES,
  roomAnswersOfBatch,
} from '../../../rooms/projections/room-history-answers.js';

interface StoredStreak {
  streak: PlayerTopicStreak;
  /** The last answer already folded into the row. */
  last: LogPosition;
}

interface StreakRow {
  user_id: string;
  topic_key: string;
  topic: string;
  current_streak: number;
  best_streak: number;
  best_reached_at: Date | null;
  last_commit: string;
  last_prepare: string;
}

async function loadStreaks(
  manager: EntityManager,
  keys: { user_id: string; topic_key: string }[],
): Promise<Map<string, StoredStreak>> {
  const rows: StreakRow[] = await manager.query(
    `SELECT t.user_id, t.topic_key, t.topic, t.current_streak, t.best_streak, t.best_reached_at,
            t.last_commit::text AS last_commit, t.last_prepare::text AS last_prepare
       FROM topic_streaks t
       JOIN jsonb_to_recordset($1::jsonb) AS k(user_id text, topic_key text) USING (user_id, topic_key)`,
    [JSON.stringify(keys)],
  );
  return new Map(
    rows.map((row) => [
      playerTopicId(row.user_id, row.topic_key),
      {
        streak: {
          userId: row.user_id,
          topicKey: row.topic_key,
          topic: row.topic,
          current: row.current_streak,
          best: row.best_streak,
          bestReachedAt: row.best_reached_at ? new Date(row.best_reached_at).toISOString() : null,
        },
        last: { commit: BigInt(row.last_commit), prepare: BigInt(row.last_prepare) },
      },
    ]),
  );
}

/**
 * Each player's current and best run of correct answers per topic, folded by the domain's streak rules from
 * QuestionAnswered events and signed-in players' answers in closed multiplayer questions (on the room's topic,
 * ADR 0144), in log order (the order the server recorded the answers); answers to questions asked again are
 * passed over (ADR 0191). A batch costs two
 * statements: read the rows it touches, write them back. An answer at or before a row's last folded position
 * is a replay and is skipped, so applying a batch twice changes nothing.
 */
export const topicStreaksProjection: Projection = {
  name: 'topic_streaks',
  // 1: built while the log was read in text order; 2: replayed from position 0 in log order (ADR 0110);
  // 3: multiplayer answers of signed-in players count too (ADR 0144); 4: repeats do not (ADR 0191).
  version: 4,
  eventTypes: ['QuestionAnswered', ...ROOM_HISTORY_EVENT_TYPES, ...ASKED_AGAIN_EVENT_TYPES],
  tables: ['topic_streaks', 'topic_streak_rooms', 'topic_streak_repeats'],
  async apply(manager, events: readonly RecordedEvent[]) {
    const roomAnswers = await roomAnswersOfBatch(manager, 'topic_streak_rooms', events);
    const repeats = await askedAgainAnswersOfBatch(manager, 'topic_streak_repeats', events);
    const answers: { data: TopicAnswer; position: LogPosition }[] = events.flatMap(
      (event): { data: TopicAnswer; position: LogPosition }[] =>
        event.type === 'QuestionAnswered'
          ? [
              {
                data: { ...(event.data as QuestionAnswered['data']), repeat: repeats.has(event.id) },
                position: event.position,
              },
            ]
          : (roomAnswers.get(event.id) ?? []).map((data) => ({ data, position: event.position })),
    );
    if (answers.length === 0) return;
    const keys = new Map(
      answers.map(({ data }) => {
        const key = { user_id: data.userId, topic_key: streakTopicKey(data.topic) };
        return [playerTopicId(key.user_id, key.topic_key), key];
      }),
    );
    const stored = await loadStreaks(manager, [...keys.values()]);
    const lastFolded = new Map<string, LogPosition>();
    const fresh: TopicAnswer[] = [];
    for (const { data, position } of answers) {
      const id = playerTopicId(data.userId, streakTopicKey(data.topic));
      const before = stored.get(id)?.last;
      if (before && compareLogPositions(position, before) <= 0) continue;
      fresh.push(data);
      lastFolded.set(id, position);
    }
    if (fresh.length === 0) return;
    const known = new Map([...stored].map(([id, { streak }]) => [id, streak]));
    const rows = foldPlayerTopicStreaks(fresh, known).map((streak) => {
      const last = lastFolded.get(playerTopicId(streak.userId, streak.topicKey))!;
      return {
        user_id: streak.userId,
        topic_key: streak.topicKey,
        topic: streak.topic,
        current_streak: streak.current,
        best_streak: streak.best,
        best_reached_at: streak.bestReachedAt,
        last_commit: String(last.commit),
        last_prepare: String(last.prepare),
      };
    });
    await manager.query(
      `INSERT INTO topic_streaks (user_id, topic_key, topic, current_streak, best_streak, best_reached_at,
              last_commit, last_prepare)
       SELECT user_id, topic_key, topic, current_streak, best_streak, best_reached_at, last_commit, last_prepare
         FROM jsonb_to_recordset($1::jsonb) AS r(user_id text, topic_key text, topic text, current_streak integer,
              best_streak integer, best_reached_at timestamptz, last_commit bigint, last_prepare bigint)
       ON CONFLICT (user_id, topic_key) DO UPDATE SET
         current_streak = EXCLUDED.current_streak, best_streak = EXCLUDED.best_streak,
         best_reached_at = EXCLUDED.best_reached_at, last_commit = EXCLUDED.last_commit,
         last_prepare = EXCLUDED.last_prepare`,
      [JSON.stringify(rows)],
    );
  },
};
