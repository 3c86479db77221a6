/** An event as the store recorded it, with the time it was recorded: what a replay steps through. */
export interface TimedEvent<Event> {
  event: Event;
  /** Milliseconds since the epoch. */
  at: number;
}

/** One step of a replay: the event, when it happened, and the state as it was right after it. */
export interface ReplayStep<View> {
  /** 0 for the first event. */
  index: number;
  type: string;
  at: number;
  /** Milliseconds since the first event: the replay's own clock, which 1×, 4× and 16× divide. */
  offsetMs: number;
  view: View;
}

/**
 * Replays events through a decider's own `evolve`, so a replay shows the states the game was decided on and
 * cannot disagree with what happened. `view` reads each state (with the event that led to it) for a screen.
 */
export function replaySteps<State, Event extends { type: string }, View>(
  events: readonly TimedEvent<Event>[],
  initial: State,
  evolve: (state: State, event: Event) => State,
  view: (state: State, event: Event) => View,
): ReplayStep<View>[] {
  const started = events[0]?.at ?? 0;
  let state = initial;
  return events.map(({ event, at }, index) => {
    state = evolve(state, event);
    return { index, type: event.type, at, offsetMs: Math.max(0, at - started), view: view(state, event) };
  });
}

/** The playback speeds an analyst can pick: the recorded pace, four and sixteen times faster. */
export const REPLAY_SPEEDS = [1, 4, 16] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/**
 * How long playback stays on step `index` before the next, at `speed`: the recorded gap between the two,
 * divided by the speed. null at the last step (playback stops there).
 */
export function replayDelayMs(offsets: readonly number[], index: number, speed: ReplaySpeed): number | null {
  if (index < 0 || index >= offsets.length - 1) return null;
  return Math.max(0, offsets[index + 1]! - offsets[index]!) / speed;
}
