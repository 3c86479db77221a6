/** What the player is told about a batch: the `error` and `partial` of the questions response. */
export interface BatchOutcome {
  error: string | null;
  partial: boolean;
  /** With the unknown-topic message: the closest topics this server can play, each a game to start. */
  suggestedTopics?: string[];
}

export interface BatchFacts {
  requested: number;
  delivered: number;
  /** The topic's label, for messages. */
  topicLabel: string;
  /** No source knows the topic: the offline generator's message naming the closest topics. */
  unknownTopicMessage?: string;
  /** The topics that message names. */
  unknownTopicSuggestions?: readonly string[];
  /** The player has been issued every question the sources have on this topic. */
  poolExhausted: boolean;
  /** A configured model failed or delivered fewer than asked; the offline generator filled in. */
  modelFellShort: boolean;
  /** A source failed with nothing to take its place. */
  sourceFailed: boolean;
}

export const poolExhaustedMessage = (topicLabel: string) =>
  `You have seen every question we have on ${topicLabel}. Try another topic for new questions.`;

export const GENERATION_FAILED_MESSAGE =
  'Questions could not be generated right now. Please try again shortly.';

/**
 * The spec's client shows `error` as is and says 'Some questions could not be generated.' on `partial`,
 * so `partial` is set whenever the player gets fewer questions than asked, or fewer from the model.
 * With nothing delivered, a failing model explains more than the offline generator's unknown-topic message,
 * whose suggestions would hide that the model is failing.
 */
export function decideBatchOutcome(facts: BatchFacts): BatchOutcome {
  const partial = facts.delivered < facts.requested || facts.modelFellShort;
  if (facts.delivered === 0 && facts.sourceFailed) return { error: GENERATION_FAILED_MESSAGE, partial };
  if (facts.delivered === 0 && facts.unknownTopicMessage)
    return {
      error: facts.unknownTopicMessage,
      partial,
      suggestedTopics: [...(facts.unknownTopicSuggestions ?? [])],
    };
  if (facts.poolExhausted) return { error: poolExhaustedMessage(facts.topicLabel), partial };
  return { error: null, partial };
}
