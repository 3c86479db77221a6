/**
 * What instrumented code reports, as small ports: the command processor, the event store and queue decorators,
 * the question generator and the rooms module know these, never prom-client (ADR 0163).
 */

/** How a command ended: events recorded, nothing to change (or a retry), refused by its decider, or busy. */
export type CommandOutcomeLabel = 'recorded' | 'unchanged' | 'refused' | 'busy' | 'failed';

export interface CommandMetrics {
  commandHandled(command: string, outcome: CommandOutcomeLabel, seconds: number): void;
  /** An append lost its race for the stream (a conflict); `retried` is false when the command gave up. */
  raceLost(command: string, retried: boolean): void;
}

export type QuestionSourceLabel = 'pool' | 'model' | 'offline';

export interface QuestionMetrics {
  /** Questions of a batch that passed the pipeline and were issued, by where they came from. */
  questionsDelivered(source: QuestionSourceLabel, count: number): void;
  questionSourceFailed(source: QuestionSourceLabel): void;
}

export interface RealtimeCounts {
  sockets: number;
  rooms: number;
}

export interface RealtimeMetrics {
  /** Read at each scrape: this node's open sockets and the quiz rooms they are in. */
  watchRealtime(read: () => RealtimeCounts): void;
}

export const NO_COMMAND_METRICS: CommandMetrics = {
  commandHandled: () => undefined,
  raceLost: () => undefined,
};
