import { decideBatchOutcome, GENERATION_FAILED_MESSAGE, type BatchFacts } from './batch-outcome.rules.js';

const facts = (overrides: Partial<BatchFacts> = {}): BatchFacts => ({
  requested: 10,
  delivered: 10,
  topicLabel: 'Chess',
  poolExhausted: false,
  modelFellShort: false,
  sourceFailed: false,
  ...overrides,
});

describe('what a player is told about a batch', () => {
  it('given a full batch, then no error and not partial', () => {
    expect(decideBatchOutcome(facts())).toEqual({ error: null, partial: false });
  });

  it('given a model that fell short and the offline generator filled the rest, then partial', () => {
    expect(decideBatchOutcome(facts({ modelFellShort: true }))).toEqual({ error: null, partial: true });
  });

  it('given an unknown topic and nothing delivered, then the generator’s message and its closest topics', () => {
    expect(
      decideBatchOutcome(
        facts({
          delivered: 0,
          unknownTopicMessage: 'We don’t have questions…',
          unknownTopicSuggestions: ['Space', 'Science'],
        }),
      ),
    ).toEqual({ error: 'We don’t have questions…', partial: true, suggestedTopics: ['Space', 'Science'] });
  });

  it('given a player who has seen the whole topic, then told so, with what is left', () => {
    expect(decideBatchOutcome(facts({ delivered: 3, poolExhausted: true }))).toEqual({
      error: 'You have seen every question we have on Chess. Try another topic for new questions.',
      partial: true,
    });
  });

  it('given a failing source and nothing delivered, then a clear message', () => {
    expect(decideBatchOutcome(facts({ delivered: 0, sourceFailed: true }))).toEqual({
      error: GENERATION_FAILED_MESSAGE,
      partial: true,
    });
  });

  it('given a failing model on a topic the offline generator lacks, then the failure, not advice to configure one', () => {
    expect(
      decideBatchOutcome(facts({ delivered: 0, sourceFailed: true, unknownTopicMessage: 'We don’t have…' })),
    ).toEqual({ error: GENERATION_FAILED_MESSAGE, partial: true });
  });

  it('given an unknown topic but some model questions delivered, then no error, only partial', () => {
    expect(
      decideBatchOutcome(
        facts({ delivered: 4, modelFellShort: true, unknownTopicMessage: 'We don’t have…' }),
      ),
    ).toEqual({ error: null, partial: true });
  });
});
