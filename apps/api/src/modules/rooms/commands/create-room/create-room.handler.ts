import { randomInt, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DEFAULT_ROOM_TOPIC, type CreateRoomCommand } from '@quiz/contracts';
import { DomainError, generateRoomId, type RoomQuestion, type RoomState } from '@quiz/domain';
import { QuestionBatchService } from '../../../questions/commands/issue-questions/question-batch.service.js';
import { RoomFlows } from '../../room-flows.js';
import type { RoomCaller } from '../../room-caller.js';

/** Room ids are drawn again on the rare collision with a room that exists. */
const ID_ATTEMPTS = 8;
const PREPARE_TIMEOUT_MS = 60_000;
const cryptoRandom = () => randomInt(2 ** 32) / 2 ** 32;

/**
 * createRoom: the questions come from the same service as solo play and are prepared now, with their keys kept
 * in the room's stream, so Start is instant.
 */
@Injectable()
export class CreateRoomHandler {
  constructor(
    private readonly flows: RoomFlows,
    private readonly questions: QuestionBatchService,
  ) {}

  async execute(caller: RoomCaller, command: CreateRoomCommand): Promise<RoomState> {
    const topic = command.topic ?? DEFAULT_ROOM_TOPIC;
    const batch = await this.questions.issue({
      player: { kind: 'guest' },
      body: {
        topic,
        difficulty: command.difficulty,
        subtopic: undefined,
        batchSize: undefined,
        round: undefined,
      },
      count: command.questionCount,
      signal: AbortSignal.timeout(PREPARE_TIMEOUT_MS),
    });
    const questions: RoomQuestion[] = batch.questions.slice(0, command.questionCount).map((q) => ({
      id: q.questionId,
      text: q.question,
      options: q.options,
      correct: q.correct,
      explanation: q.explanation,
      subtopic: q.subtopic,
    }));
    if (questions.length === 0)
      throw new DomainError(
        'illegal_state',
        'QUESTIONS_UNAVAILABLE',
        batch.error ?? 'No questions could be prepared for this topic.',
      );
    for (let attempt = 0; attempt < ID_ATTEMPTS; attempt++) {
      const roomId = generateRoomId(cryptoRandom);
      const created = await this.flows.run(
        roomId,
        {
          type: 'CreateRoom',
          data: {
            roomId,
            host: { key: caller.key, name: command.username },
            settings: {
              topic,
              difficulty: command.difficulty,
              questionCount: questions.length,
              secondsPerQuestion: command.secondsPerQuestion,
              lateJoin: command.lateJoin,
            },
            questions,
          },
          metadata: { now: this.flows.now() },
        },
        randomUUID(),
      );
      if (created.recorded) return created.state;
    }
    throw new DomainError('concurrency', 'TRY_AGAIN', 'Could not find a free room id; please try again.');
  }
}
