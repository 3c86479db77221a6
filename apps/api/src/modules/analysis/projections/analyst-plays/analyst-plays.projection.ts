import {
  foldGamePlay,
  foldSoloPlay,
  type PlaySummary,
  type QuizSessionEvent,
  type RoomEvent,
} from '@quiz/domain';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../../infra/event-store/event-store.port.js';
import type { Projection } from '../../../../infra/projections/projection.js';
import type { PlayerPseudonyms } from '../../player-pseudonyms.js';

const SOLO_TYPES = [
  'QuizStarted',
  'QuizQuestionsAdded',
  'AllQuizQuestionsIssued',
  'QuestionAnswered',
  'QuizFinished',
];
const GAME_TYPES = ['RoomCreated', 'PlayerJoined', 'QuestionClosed', 'GameEnded'];

/** The play a recorded event belongs to: solo rounds on `quiz-{id}`, games on `room-{id}` (not its answers streams). */
function playOf(event: RecordedEvent): { mode: 'solo' | 'game'; id: string } | null {
  if (event.streamId.startsWith('quiz-') && SOLO_TYPES.includes(event.type))
    return { mode: 'solo', id: event.streamId.slice('quiz-'.length) };
  if (/^room-[A-Z0-9]+$/.test(event.streamId) && GAME_TYPES.includes(event.type))
    return { mode: 'game', id: event.streamId.slice('room-'.length) };
  return null;
}

interface StoredPlay {
  summary: PlaySummary;
  appliedRevision: bigint;
}

interface PlayRow {
  mode: 'solo' | 'game';
  play_id: string;
  topic: string;
  difficulty: string;
  round: number | null;
  status: 'in-progress' | 'finished';
  started_at: Date | string;
  finished_at: Date | string | null;
  question_count: number;
  answer_count: number;
  correct_count: number;
  applied_revision: string;
  player_keys: string[];
}

async function loadPlays(manager: EntityManager, ids: { mode: string; id: string }[]) {
  const rows: PlayRow[] = await manager.query(
    `SELECT p.mode, p.play_id, p.topic, p.difficulty, p.round, p.status, p.started_at, p.finished_at,
            p.question_count, p.answer_count, p.correct_count, p.applied_revision::text AS applied_revision,
            coalesce((SELECT array_agg(pp.player_key) FROM analyst_play_players pp
                       WHERE pp.mode = p.mode AND pp.play_id = p.play_id), '{}') AS player_keys
       FROM analyst_plays p
       JOIN jsonb_to_recordset($1::jsonb) AS k(mode text, id text) ON k.mode = p.mode AND k.id = p.play_id`,
    [JSON.stringify(ids)],
  );
  return new Map<string, StoredPlay>(
    rows.map((row) => [
      `${row.mode}/${row.play_id}`,
      {
        appliedRevision: BigInt(row.applied_revision),
        summary: {
          mode: row.mode,
          id: row.play_id,
          topic: row.topic,
          difficulty: row.difficulty,
          round: row.round,
          status: row.status,
          startedAt: new Date(row.started_at).toISOString(),
          finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
          questionCount: row.question_count,
          answerCount: row.answer_count,
          correctCount: row.correct_count,
          playerKeys: row.player_keys,
        },
      },
    ]),
  );
}

/**
 * Every solo round and game, for the analysts' browser (issue 12). Each play's row records the last stream
 * revision folded into it, so an event replayed after a crash or in an overlapping batch changes nothing.
 */
export function analystPlaysProjection(pseudonyms: PlayerPseudonyms): Projection {
  return {
    name: 'analyst_plays',
    version: 1,
    eventTypes: [...SOLO_TYPES, ...GAME_TYPES],
    tables: ['analyst_plays', 'analyst_play_players'],
    async apply(manager, events) {
      const touched = new Map<string, { mode: 'solo' | 'game'; id: string; events: RecordedEvent[] }>();
      for (const event of events) {
        const play = playOf(event);
        if (!play) continue;
        const key = `${play.mode}/${play.id}`;
        const entry = touched.get(key) ?? { ...play, events: [] };
        entry.events.push(event);
        touched.set(key, entry);
      }
      if (touched.size === 0) return;
      const stored = await loadPlays(
        manager,
        [...touched.values()].map(({ mode, id }) => ({ mode, id })),
      );
      const rows = [];
      const players = [];
      for (const [key, { mode, events: playEvents }] of touched) {
        const before = stored.get(key);
        let summary = before?.summary ?? null;
        let revision = before?.appliedRevision ?? -1n;
        for (const event of playEvents) {
          if (event.revision <= revision) continue;
          summary =
            mode === 'solo'
              ? foldSoloPlay(summary, event as unknown as QuizSessionEvent)
              : foldGamePlay(summary, event as unknown as RoomEvent);
          revision = event.revision;
        }
        if (!summary || revision === before?.appliedRevision) continue;
        rows.push({
          mode,
          play_id: summary.id,
          topic: summary.topic,
          difficulty: summary.difficulty,
          round: summary.round,
          status: summary.status,
          started_at: summary.startedAt,
          finished_at: summary.finishedAt,
          question_count: summary.questionCount,
          answer_count: summary.answerCount,
          correct_count: summary.correctCount,
          player_count: summary.playerKeys.length,
          applied_revision: String(revision),
        });
        for (const playerKey of summary.playerKeys)
          if (!before?.summary.playerKeys.includes(playerKey))
            players.push({
              mode,
              play_id: summary.id,
              player_key: playerKey,
              pseudonym: pseudonyms.of(playerKey),
            });
      }
      if (rows.length > 0)
        await manager.query(
          `INSERT INTO analyst_plays (mode, play_id, topic, difficulty, round, status, started_at, finished_at,
                  question_count, answer_count, correct_count, player_count, applied_revision)
           SELECT mode, play_id, topic, difficulty, round, status, started_at, finished_at,
                  question_count, answer_count, correct_count, player_count, applied_revision
             FROM jsonb_to_recordset($1::jsonb) AS r(mode text, play_id text, topic text, difficulty text,
                  round integer, status text, started_at timestamptz, finished_at timestamptz,
                  question_count integer, answer_count integer, correct_count integer, player_count integer,
                  applied_revision bigint)
           ON CONFLICT (mode, play_id) DO UPDATE SET
             status = EXCLUDED.status, finished_at = EXCLUDED.finished_at,
             question_count = EXCLUDED.question_count, answer_count = EXCLUDED.answer_count,
             correct_count = EXCLUDED.correct_count, player_count = EXCLUDED.player_count,
             applied_revision = EXCLUDED.applied_revision
           WHERE analyst_plays.applied_revision < EXCLUDED.applied_revision`,
          [JSON.stringify(rows)],
        );
      if (players.length > 0)
        await manager.query(
          `INSERT INTO analyst_play_players (mode, play_id, player_key, pseudonym)
           SELECT mode, play_id, player_key, pseudonym
             FROM jsonb_to_recordset($1::jsonb) AS r(mode text, play_id text, player_key text, pseudonym text)
           ON CONFLICT DO NOTHING`,
          [JSON.stringify(players)],
        );
    },
  };
}
