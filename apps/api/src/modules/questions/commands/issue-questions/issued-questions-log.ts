import { Inject, Injectable } from '@nestjs/common';
import { issuedQuestionsStreamName, type QuestionsIssued } from '@quiz/domain';
import type { EventStore } from '../../../../infra/event-store/event-store.port.js';
import { EVENT_STORE } from '../../../../infra/tokens.js';
import type { SeenQuestions } from '../../generation/question-generation.service.js';

/**
 * What a player has been issued, read from their own stream rather than from the issued_questions projection:
 * never behind, but a read of every question the player ever had. Used only once the projection has been
 * caught lagging (recording refused a repeat).
 */
@Injectable()
export class IssuedQuestionsLog {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  async seenBy(userId: string, topicKey: string): Promise<SeenQuestions> {
    const ids = new Set<string>();
    const identities: string[] = [];
    const texts: string[] = [];
    for (const event of await this.events.readStream(issuedQuestionsStreamName(userId))) {
      if (event.type !== 'QuestionsIssued') continue;
      const data = event.data as QuestionsIssued['data'];
      for (const question of data.questions) {
        ids.add(question.questionId);
        if (data.topicKey !== topicKey) continue;
        identities.push(question.identity);
        texts.push(question.question);
      }
    }
    return { ids, identities, texts };
  }
}
