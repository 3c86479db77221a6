import { deciderSpecification } from '../shared/testing/decider-specification.js';
import { issuedQuestionsDecider, type IssueQuestions } from './issued-questions.commands.js';
import type { QuestionsIssued, RecordedQuestion } from './issued-questions.events.js';
import { questionPoolDecider, type AddToQuestionPool } from './question-pool.commands.js';
import type { QuestionsGenerated } from './question-pool.events.js';

const now = new Date('2026-11-21T10:00:00.000Z');
const question = (id: string): RecordedQuestion => ({
  questionId: id,
  question: `Question ${id}?`,
  identity: `question ${id} answer c`,
  options: ['a', 'b', 'c', 'd'],
  correct: 'C',
  explanation: `Because ${id}.`,
  subtopic: 'General',
  difficulty: 'medium',
  source: 'test',
});
const batch = { userId: 'u1', topic: 'Capitals', topicKey: 'capitals', difficulty: 'medium' as const };
const issue = (batchId: string, ids: string[]): IssueQuestions => ({
  type: 'IssueQuestions',
  data: { ...batch, batchId, questions: ids.map(question) },
  metadata: { now },
});
const issued = (batchId: string, ids: string[]): QuestionsIssued => ({
  type: 'QuestionsIssued',
  data: { ...batch, batchId, issuedAt: now.toISOString(), questions: ids.map(question) },
});

describe('issuing questions to a player', () => {
  const spec = deciderSpecification(issuedQuestionsDecider);

  it('records a first batch with its keys', () => {
    spec
      .given([])
      .when(issue('b1', ['q1', 'q2']))
      .then([issued('b1', ['q1', 'q2'])]);
  });

  it('leaves out questions the player was already issued', () => {
    spec
      .given([issued('b1', ['q1', 'q2'])])
      .when(issue('b2', ['q2', 'q3']))
      .then([issued('b2', ['q3'])]);
  });

  it('leaves out a question repeated within the batch', () => {
    spec
      .given([])
      .when(issue('b1', ['q1', 'q1']))
      .then([issued('b1', ['q1'])]);
  });

  it('records nothing when every question was issued before', () => {
    spec
      .given([issued('b1', ['q1'])])
      .when(issue('b2', ['q1']))
      .thenNothingHappens();
  });

  it('records a question issued before again when it is marked a repeat, once per batch', () => {
    const repeat = {
      ...question('q1'),
      options: ['c', 'a', 'b', 'd'] as RecordedQuestion['options'],
      repeat: true,
    };
    spec
      .given([issued('b1', ['q1', 'q2'])])
      .when({
        ...issue('b2', ['q2']),
        data: { ...issue('b2', []).data, questions: [repeat, question('q2'), repeat] },
      })
      .then([{ ...issued('b2', []), data: { ...issued('b2', []).data, questions: [repeat] } }]);
  });
});

describe('adding generated questions to a topic’s pool', () => {
  const spec = deciderSpecification(questionPoolDecider);
  const pool = { topic: 'Capitals', topicKey: 'capitals', difficulty: 'hard' as const, subtopic: null };
  const add = (ids: string[]): AddToQuestionPool => ({
    type: 'AddToQuestionPool',
    data: { ...pool, questions: ids.map(question) },
    metadata: { now },
  });
  const generated = (ids: string[]): QuestionsGenerated => ({
    type: 'QuestionsGenerated',
    data: { ...pool, generatedAt: now.toISOString(), questions: ids.map(question) },
  });

  it('records new questions and leaves out those already pooled', () => {
    spec
      .given([])
      .when(add(['q1', 'q2']))
      .then([generated(['q1', 'q2'])]);
    spec
      .given([generated(['q1'])])
      .when(add(['q1', 'q2']))
      .then([generated(['q2'])]);
  });

  it('records nothing when the pool already holds them all', () => {
    spec
      .given([generated(['q1'])])
      .when(add(['q1']))
      .thenNothingHappens();
  });
});
