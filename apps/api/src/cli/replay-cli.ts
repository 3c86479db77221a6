import type { INestApplicationContext } from '@nestjs/common';
import type { PlayMode } from '@quiz/contracts';
import {
  replayGame,
  replaySoloRound,
  ROOM_ID_ALPHABET,
  ROOM_ID_LENGTH,
  type GameReplayView,
  type ReplayStep,
  type SoloReplayView,
} from '@quiz/domain';
import { PlayEvents } from '../modules/analysis/play-events.js';
import { PlayerLabels } from '../modules/analysis/player-labels.js';
import { playEventsAsNdjson, playerKeysOf } from '../modules/analysis/play-export.js';

export const REPLAY_USAGE = `Usage:
  npm run replay -- <sessionId|roomId>            the timeline of a solo round or a game, players as pseudonyms
  npm run replay -- <sessionId|roomId> --names    the same, with who is who (operators and admins only)
  npm run replay -- <sessionId|roomId> --ndjson   its events as NDJSON, for a file or another tool`;

const roomIdPattern = new RegExp(`^[${ROOM_ID_ALPHABET}]{${ROOM_ID_LENGTH}}$`);

const clock = (ms: number) => {
  const minutes = Math.floor(ms / 60_000);
  const seconds = ((ms % 60_000) / 1000).toFixed(3).padStart(6, '0');
  return `+${String(minutes).padStart(2, '0')}:${seconds}`;
};

/** One line per step of a solo round: what happened, then the running score and streak. */
export function describeSoloStep(step: ReplayStep<SoloReplayView>): string {
  const v = step.view;
  switch (step.type) {
    case 'QuizStarted':
      return `round ${v.round} of ${v.topic} (${v.difficulty})${v.subtopic ? `, focus ${v.subtopic}` : ''}: ${v.questionsIssued} questions`;
    case 'QuestionAnswered': {
      const a = v.answer!;
      const picked = a.selected
        ? `${a.selected}. ${a.options['ABCD'.indexOf(a.selected)]}`
        : 'no answer (time ran out)';
      return `Q${a.number} "${a.question}" → ${picked}: ${a.isCorrect ? 'right' : `wrong, key ${a.correct}`} in ${a.timeTaken.toFixed(1)} s · score ${v.score}/${v.answered} · streak ${v.streak}`;
    }
    case 'QuizFinished':
      return `finished: ${v.score}/${v.answered} right, best streak ${v.bestStreak}`;
    default:
      return `${step.type}: ${v.questionsIssued} questions issued`;
  }
}

/** One line per step of a game: the action and who did it, with the question or standings it changed. */
export function describeGameStep(step: ReplayStep<GameReplayView>): string {
  const v = step.view;
  const { kind, by, reason } = v.action;
  switch (kind) {
    case 'created':
      return `room ${v.roomId} created by ${by}: ${v.topic} (${v.difficulty}), ${v.questionCount} questions of ${v.secondsPerQuestion} s`;
    case 'question-opened':
      return `Q${v.question?.number} "${v.question?.text}"`;
    case 'answered': {
      const last = v.submitted.at(-1);
      return `${by} answered ${last?.letter} after ${((last?.elapsedMs ?? 0) / 1000).toFixed(1)} s`;
    }
    case 'question-closed':
      return `reveal: key ${v.reveal?.correct}; standings ${v.standings
        .slice(0, 5)
        .map((s) => `${s.rank}. ${s.player} ${s.score}`)
        .join(', ')}`;
    case 'ended':
      return `game over (${reason}${by ? ` by ${by}` : ''}): ${v.standings
        .slice(0, 3)
        .map((s) => `${s.rank}. ${s.player} ${s.score}`)
        .join(', ')}`;
    default:
      return `${kind}${by ? ` ${by}` : ''}${reason ? ` (${reason})` : ''}`;
  }
}

/**
 * `npm run replay -- <id>`: a play's timeline in the terminal, from the event store, folded by the deciders'
 * own evolve like the analysts' screen. Returns the exit code.
 */
export async function runReplay(
  app: INestApplicationContext,
  args: string[],
  out: (text: string) => void,
  err: (text: string) => void,
): Promise<number> {
  const id = args.find((arg) => !arg.startsWith('--'));
  if (!id) {
    err(REPLAY_USAGE);
    return 2;
  }
  const mode: PlayMode = roomIdPattern.test(id) ? 'game' : 'solo';
  const events = app.get(PlayEvents);
  const recorded = await events.read(mode, id).catch(() => null);
  if (!recorded) {
    err(`No solo round or game has the id ${id}.`);
    return 1;
  }
  const label = await app
    .get(PlayerLabels)
    .labeller(args.includes('--names') ? 'identities' : 'pseudonyms', playerKeysOf(recorded));
  if (args.includes('--ndjson')) {
    out(playEventsAsNdjson(recorded, label).trimEnd());
    return 0;
  }
  const lines =
    mode === 'solo'
      ? replaySoloRound(events.soloTimeline(recorded)).map(
          (step) => `${clock(step.offsetMs)}  ${describeSoloStep(step)}`,
        )
      : replayGame(events.gameTimeline(id, recorded), label).map(
          (step) => `${clock(step.offsetMs)}  ${describeGameStep(step)}`,
        );
  out(`${mode === 'solo' ? 'Solo round' : 'Game'} ${id}: ${lines.length} steps`);
  for (const line of lines) out(line);
  return 0;
}
