import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import type { AnswerAccepted } from '@quiz/contracts';
import {
  DomainError,
  answerStanding,
  decideAnswer,
  firstAnswers,
  isQuestionOpen,
  roomAnswersStreamName,
  roomErrors,
  type IdentityKey,
  type RoomState,
} from '@quiz/domain';
import { nameBasedUuid } from '../../../../infra/event-store/event-ids.js';
import type { EventStore, EventToAppend } from '../../../../infra/event-store/event-store.port.js';
import { EVENT_STORE } from '../../../../infra/tokens.js';
import { AnswerBatcher } from '../../answer-batcher.js';
import { AnswerLog } from '../../answer-log.js';
import { RoomBroadcaster } from '../../room-broadcaster.js';
import { RoomFlows } from '../../room-flows.js';
import type { RoomCaller } from '../../room-caller.js';
import { RoomStore } from '../../room-store.js';
import { eligiblePlayers } from '../../room-views.js';

/** How long an answer that met a close waits for the results to say whether it counted. */
const RESULTS_WAIT_MS = 10_000;

interface PendingAnswer {
  roomId: string;
  number: number;
  key: IdentityKey;
  event: EventToAppend;
}

interface RecordedAnswer {
  /** false: this player's answer to the question was stored before (another tap, another node). */
  stored: boolean;
  /** The room read once for the whole batch, after its append. */
  state: RoomState;
}

/**
 * answer: decided against the room, recorded in the question's own answers stream under an id derived from
 * the player and the question (so a second answer is never stored), then acknowledged only once it is sure to
 * count (ADR 0140). Answers to one question arriving together are recorded by one append and judged on one
 * read of the room after it (group commit, ADR 0198).
 */
@Injectable()
export class SubmitAnswerHandler {
  private readonly batcher = new AnswerBatcher<PendingAnswer, RecordedAnswer>((stream, batch) =>
    this.record(stream, batch),
  );

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
    const recorded = await this.batcher.submit(roomAnswersStreamName(roomId, number), {
      roomId,
      number,
      key: caller.key,
      event: {
        id: nameBasedUuid(`room-answer:${roomId}:${number}:${caller.key}`),
        type: submitted.type,
        data: submitted.data,
      },
    });
    if (!recorded.stored)
      throw new DomainError('illegal_state', 'ALREADY_ANSWERED', 'You have answered this question already.');
    const standing = await this.counted(caller, roomId, number, recorded.state);
    if (standing === 'not-counted') throw roomErrors.questionClosed();
    return { room: roomId, number, letter };
  }

  /**
   * One batch of answers to one question: at most one per player (the first; later ones and players this node
   * already knows to have answered are not sent), one append that skips ids another node stored meanwhile, then
   * one read of the room that started after the append, shared by every caller.
   */
  private async record(stream: string, batch: PendingAnswer[]): Promise<RecordedAnswer[]> {
    const { roomId, number } = batch[0]!;
    const known = this.answers.peek(roomId, number);
    const sent = firstAnswers(batch, (key) => known?.byKey.has(key) ?? false);
    const stored =
      sent.size === 0
        ? new Set<string>()
        : new Set(
            (
              await this.store.appendNew(
                stream,
                [...sent].map((p) => p.event),
              )
            ).recordedIds,
          );
    const state = await this.rooms.read(roomId);
    if (stored.size > 0 && isQuestionOpen(state, number))
      void this.announce(state, number).catch(() => undefined);
    return batch.map((pending) => ({ stored: sent.has(pending) && stored.has(pending.event.id), state }));
  }

  /** The host's counter, and the early close once every connected player has answered. */
  private async announce(state: RoomState, number: number): Promise<void> {
    const known = await this.answers.read(state.roomId, number);
    this.broadcaster.answerCount(state.roomId, {
      number,
      answered: known.byKey.size,
      players: eligiblePlayers(state, number).length,
    });
    await this.flows.closeIfAllAnswered(state);
  }

  /**
   * Where the caller's recorded answer stands. A close that began had read some answers first: one among them
   * is in the results by construction; any other waits for the results.
   */
  private async counted(caller: RoomCaller, roomId: string, number: number, after: RoomState) {
    const until = Date.now() + RESULTS_WAIT_MS;
    let state = after;
    let revision: number | undefined;
    for (;;) {
      if (state.phase === 'closing' && revision === undefined)
        revision = (await this.answers.read(roomId, number)).revisionByKey.get(caller.key);
      const standing = answerStanding(state, caller.key, number, revision);
      if (standing !== 'closing') return standing;
      if (Date.now() > until)
        throw new DomainError(
          'concurrency',
          'TRY_AGAIN',
          'The question is closing; your answer will show in the results.',
        );
      await sleep(50);
      state = await this.rooms.read(roomId);
    }
  }
}
