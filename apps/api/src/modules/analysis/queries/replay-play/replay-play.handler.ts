import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MAX_REPLAY_STEPS, type ReplayBody } from '@quiz/contracts';
import { replayGame, replaySoloRound, type ReplayStep } from '@quiz/domain';
import { PlayEvents } from '../../play-events.js';
import { playerKeysOf } from '../../play-export.js';
import { PlayerLabels } from '../../player-labels.js';
import { ReplayPlayQuery } from './replay-play.query.js';

/** A play step by step, folded by the deciders' own evolve from the events in the store. */
@QueryHandler(ReplayPlayQuery)
export class ReplayPlayHandler implements IQueryHandler<ReplayPlayQuery> {
  constructor(
    private readonly events: PlayEvents,
    private readonly labels: PlayerLabels,
  ) {}

  async execute({ caller, mode, id }: ReplayPlayQuery): Promise<ReplayBody> {
    const recorded = await this.events.read(mode, id);
    let steps: ReplayStep<object>[];
    if (mode === 'solo') {
      steps = replaySoloRound(this.events.soloTimeline(recorded));
    } else {
      const label = await this.labels.labellerFor(caller, playerKeysOf(recorded));
      steps = replayGame(this.events.gameTimeline(id, recorded), label);
    }
    return {
      mode,
      id,
      steps: steps
        .slice(0, MAX_REPLAY_STEPS)
        .map((step) => ({ ...step, view: step.view as Record<string, unknown> })),
    };
  }
}
