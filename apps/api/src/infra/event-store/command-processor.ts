import { DomainError, type Decider, type DomainEvent } from '@quiz/domain';
import { eventIdsFor } from './event-ids.js';
import { WrongExpectedRevisionError, type EventStore, type LogPosition } from './event-store.port.js';
import { StreamTurns } from './stream-turns.js';
import { NO_COMMAND_METRICS, type CommandMetrics } from '../metrics/metric-ports.js';

export interface CommandOutcome<Event> {
  /** The events this command produced; empty when the decision was that nothing changes. */
  events: Event[];
  /** false for a no-op decision or a retry whose events were already stored. */
  recorded: boolean;
  position?: LogPosition;
}

/**
 * The stream kept changing under the command, every attempt lost its race. Transient: nothing was refused,
 * and the same command sent again later is expected to succeed (answered 503 with Retry-After, ADR 0131).
 */
export class CommandConflictError extends Error {
  /** What the client is told to wait before sending the command again. */
  readonly retryAfterSeconds = 1;

  constructor(
    readonly streamId: string,
    attempts: number,
  ) {
    super(`Stream ${streamId} kept changing; gave up after ${attempts} attempts.`);
    this.name = 'CommandConflictError';
  }
}

/** Lost races before giving up. Within a node commands to a stream take turns, so these are other nodes'. */
export const DEFAULT_MAX_ATTEMPTS = 8;

/**
 * The wait after the `conflicts`-th lost race: a few milliseconds doubling up to ~100 ms, spread at random over
 * the whole interval so that nodes racing for one stream do not retry in step.
 */
export function conflictBackoffMs(conflicts: number, random: number): number {
  const ceiling = Math.min(100, 4 * 2 ** Math.max(0, conflicts - 1));
  return Math.round(ceiling * (0.5 + Math.min(Math.max(random, 0), 1) / 2));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface HandleCommandArgs<State, Command, Event> {
  decider: Decider<State, Command, Event>;
  streamId: string;
  command: Command;
  commandId: string;
  metadata?: Record<string, unknown>;
  maxAttempts?: number;
}

interface KnownStream {
  state: unknown;
  /** The revision `state` reflects; undefined for a stream believed not to exist yet. */
  revision: bigint | undefined;
}

const REMEMBERED_STREAMS = 10_000;

/** The command's own `type` (a name written in code), for metric labels; never anything a client sent. */
function commandTypeOf(command: unknown): string {
  const type = (command as { type?: unknown } | null)?.type;
  return typeof type === 'string' && /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/.test(type) ? type : 'unknown';
}

/**
 * The whole of a command handler's work: fold the stream, decide, append at the revision the decision saw.
 *
 * Each api node remembers the state and revision of the streams it last wrote, and takes a stream it has
 * never seen to be new. Either guess is only a starting point: the append carries the revision it was made at
 * (`no_stream` for a new stream), so a stale guess can never be committed. It fails, the stream is read, and
 * the command is decided again, a bounded number of times. A decision that is not a plain success on a guess
 * (a refusal, or nothing to do) is always re-checked against the stored stream before it is answered.
 * On the usual paths, a first write to a stream or a node writing its own streams, this saves reading the
 * stream before every append.
 */
export class CommandProcessor {
  private readonly known = new Map<string, KnownStream>();
  private readonly turns = new StreamTurns();

  constructor(
    private readonly store: EventStore,
    /** Waits between lost races; tests may pass one that does not sleep. */
    private readonly pause: (conflicts: number) => Promise<void> = (conflicts) =>
      sleep(conflictBackoffMs(conflicts, Math.random())),
    private readonly metrics: CommandMetrics = NO_COMMAND_METRICS,
  ) {}

  /** Commands to one stream take turns within this node: they queue rather than collide (ADR 0131). */
  async handle<State, Command, Event extends DomainEvent>(
    args: HandleCommandArgs<State, Command, Event>,
  ): Promise<CommandOutcome<Event>> {
    const started = performance.now();
    const type = commandTypeOf(args.command);
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const outcome = await this.turns.run(args.streamId, () => this.decideAndAppend(args, type));
      this.metrics.commandHandled(type, outcome.recorded ? 'recorded' : 'unchanged', seconds());
      return outcome;
    } catch (error) {
      const outcome =
        error instanceof CommandConflictError ? 'busy' : error instanceof DomainError ? 'refused' : 'failed';
      this.metrics.commandHandled(type, outcome, seconds());
      throw error;
    }
  }

  private async decideAndAppend<State, Command, Event extends DomainEvent>(
    args: HandleCommandArgs<State, Command, Event>,
    type: string,
  ): Promise<CommandOutcome<Event>> {
    const maxAttempts = args.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    let guess = this.guess<State>(args.streamId, args.decider);
    // Only a lost race counts as an attempt; dropping a guess to read the stream does not.
    let conflicts = 0;
    for (;;) {
      const base = guess ?? (await this.load(args.streamId, args.decider));
      let events: Event[];
      try {
        events = args.decider.decide(args.command, base.state as State);
      } catch (error) {
        if (guess) {
          guess = undefined; // a refusal must come from the stored stream, not from a guess
          continue;
        }
        throw error;
      }
      if (events.length === 0) {
        if (guess) {
          guess = undefined;
          continue;
        }
        return { events, recorded: false };
      }
      const ids = eventIdsFor(args.commandId, events.length);
      try {
        const result = await this.store.append(
          args.streamId,
          events.map((event, i) => ({
            id: ids[i]!,
            type: event.type,
            data: event.data as Record<string, unknown>,
            metadata: { commandId: args.commandId, ...args.metadata },
          })),
          base.revision === undefined ? 'no_stream' : base.revision,
        );
        if (result.recorded) {
          const state = events.reduce(
            (current, event) => args.decider.evolve(current, event),
            base.state as State,
          );
          this.remember(args.streamId, { state, revision: result.nextExpectedRevision });
        } else {
          this.known.delete(args.streamId); // a retry of an earlier command: what we hold may be behind
        }
        return { events, recorded: result.recorded, position: result.position };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        this.known.delete(args.streamId);
        guess = undefined;
        conflicts += 1;
        this.metrics.raceLost(type, conflicts < maxAttempts);
        if (conflicts >= maxAttempts) throw new CommandConflictError(args.streamId, conflicts);
        await this.pause(conflicts);
      }
    }
  }

  private guess<State>(streamId: string, decider: Decider<State, unknown, unknown>): KnownStream | undefined {
    const known = this.known.get(streamId);
    if (known) {
      // Refresh its place in the least-recently-used order.
      this.known.delete(streamId);
      this.known.set(streamId, known);
      return known;
    }
    return { state: decider.initialState(), revision: undefined };
  }

  private async load<State, Event extends DomainEvent>(
    streamId: string,
    decider: Decider<State, unknown, Event>,
  ): Promise<KnownStream> {
    const history = await this.store.readStream(streamId);
    const state = history.reduce(
      (current, recorded) =>
        decider.evolve(current, { type: recorded.type, data: recorded.data } as unknown as Event),
      decider.initialState(),
    );
    return { state, revision: history.at(-1)?.revision };
  }

  private remember(streamId: string, known: KnownStream): void {
    this.known.delete(streamId);
    this.known.set(streamId, known);
    if (this.known.size > REMEMBERED_STREAMS) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
  }
}
