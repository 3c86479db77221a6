import { Injectable } from '@nestjs/common';
import type { GuestRetakeQuestion, QuestionsRequest } from '@quiz/contracts';
import { ANSWER_LETTERS, DomainError, questionIdentity, type RecordedQuestion } from '@quiz/domain';
import { SealedAnswerKeys } from '../../../play/sealed-keys/sealed-answer-keys.js';
import { questionIdFor } from '../../generation/question-id.js';
import { PlayedQuestionsRepository } from '../../projections/issued-questions/played-questions.repository.js';
import { askedAgain } from './question-batch.service.js';
import type { Player } from './question-batch.service.js';

const refused = (code: string, message: string) => new DomainError('validation', code, message);

/**
 * Retake Incorrect (ADR 0173): the questions a player got wrong in a round, asked again with their options
 * reshuffled. A signed-in player names them by id and gets only questions issued to them; a guest hands back
 * what the tab holds, and the sealed key of each proves the server issued that question with that answer.
 * Checked before a stream starts, so a refusal is a plain 4xx.
 */
@Injectable()
export class RetakeQuestions {
  private readonly random: () => number = Math.random;

  constructor(
    private readonly played: PlayedQuestionsRepository,
    private readonly sealedKeys: SealedAnswerKeys,
  ) {}

  /** The round to play again, or undefined when the request is not a retake. */
  async resolve(player: Player, body: QuestionsRequest): Promise<RecordedQuestion[] | undefined> {
    if (player.kind === 'signed-in') {
      if (body.guestRetake)
        throw refused(
          'QUESTIONS.RETAKE_FOR_GUESTS',
          'guestRetake is for guests; send retake with question ids.',
        );
      if (!body.retake) return undefined;
      const played = await this.played.byIds(player.userId, body.retake);
      if (played.length === 0)
        throw new DomainError(
          'not_found',
          'QUESTIONS.NOTHING_TO_RETAKE',
          'None of these questions was asked to you, so there is nothing to retake.',
        );
      return played.map((entry) => askedAgain(entry.question, this.random));
    }
    if (body.retake)
      throw refused(
        'QUESTIONS.RETAKE_FOR_PLAYERS',
        'retake is for signed-in players; guests send guestRetake.',
      );
    if (!body.guestRetake) return undefined;
    const questions: RecordedQuestion[] = [];
    for (const item of body.guestRetake) {
      const question = await this.guestQuestion(item, body);
      if (!questions.some((taken) => taken.questionId === question.questionId)) questions.push(question);
    }
    return questions.map((question) => askedAgain(question, this.random));
  }

  private async guestQuestion(item: GuestRetakeQuestion, body: QuestionsRequest): Promise<RecordedQuestion> {
    const key = await this.sealedKeys.open(item.sealedKey);
    const answer = key ? item.options[ANSWER_LETTERS.indexOf(key.correct)]! : '';
    const identity = questionIdentity(item.question, answer);
    // The seal names the question's id, which is derived from its text and answer: an altered text, answer or
    // answer position no longer matches it.
    if (!key || questionIdFor(identity) !== key.questionId)
      throw refused(
        'QUESTIONS.RETAKE_NOT_ISSUED',
        'guestRetake holds a question that was not issued to you as it stands.',
      );
    return {
      questionId: key.questionId,
      question: item.question,
      identity,
      options: [...item.options],
      correct: key.correct,
      explanation: key.explanation,
      subtopic: item.subtopic,
      difficulty: body.difficulty,
      source: 'retake',
    };
  }
}
