import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import type { AnswerAccepted } from '@quiz/contracts';
import {
  DomainError,
  answerStanding,
  decideAnswer,
  roomAnswersStreamName,
  roomErrors,
  type RoomState,
} from '@quiz/domain';
import { nameBasedUuid } from '../../../../infra/event-store/event-ids.js';
import type { EventStore } from '../../../../infra/event-store/event-store.port.js';
import { EVENT_STORE } from '../../../../infra/tokens.js';
import { AnswerLog } from '../../answer-log.js';
import { RoomBroadcaster } from '../../room-broadcaster.js';
import { RoomFlows } from '../../room-flows.js';
import type { RoomCaller } from '../../room-caller.js';
import { RoomStore } from '../../room-store.js';
import { eligiblePlayers } from '../../room-views.js';

/** How long an answer that met a close waits for the results to say whether it counted. */
const RESULTS_WAIT_MS = 10_000;

/**
 * answer: decided against the room, recorded in the question's own answers stream under an id derived from
 * the player and the question (so a second answer is never stored), then acknowledged only once it is sure to
 * count (ADR 0140).
 */
@Injectable()
export class SubmitAnswerHandler {
  constructor(
    private readonly rooms: RoomStore,
    private readonly answers: AnswerLog,
    private readonly flows: RoomFlows,
    private readonly broadcaster: RoomBroadcaster,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute(caller: RoomCaller, roomId: string, answer: string): Promise<AnswerAccepted> {
    const state = await this.rooms.read(roomId);
    const submitted = decideAnswer(state, { key: caller.key, answer, now: this.flows.now() });
    const { number, letter } = submitted.data;
    const appended = await this.store.append(
      roomAnswersStreamName(roomId, number),
      [
        {
          id: nameBasedUuid(`room-answer:${roomId}:${number}:${caller.key}`),
          type: submitted.type,
          data: submitted.data,
        },
      ],
      'any',
    );
    if (!appended.recorded)
      throw new DomainError('illegal_state', 'ALREADY_ANSWERED', 'You have answered this question already.');
    const after = await this.counted(caller, roomId, number);
    if (after.standing === 'not-counted') throw roomErrors.questionClosed();
    if (after.standing === 'open') {
      const known = await this.answers.read(roomId, number);
      this.broadcaster.answerCount(roomId, {
        number,
        answered: known.byKey.size,
        players: eligiblePlayers(after.state, number).length,
      });
      void this.flows.closeIfAllAnswered(after.state).catch(() => undefined);
    }
    return { room: roomId, number, letter };
  }

  private async counted(caller: RoomCaller, roomId: string, number: number) {
    const until = Date.now() + RESULTS_WAIT_MS;
    for (;;) {
      const state: RoomState = await this.rooms.read(roomId);
      const standing = answerStanding(state, caller.key, number);
      if (standing !== 'closing') return { state, standing };
      if (Date.now() > until)
        throw new DomainError(
          'concurrency',
          'TRY_AGAIN',
          'The question is closing; your answer will show in the results.',
        );
      await sleep(50);
    }
  }
}
