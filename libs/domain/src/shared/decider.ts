/**
 * A decider holds one aggregate's business rules as pure functions.
 * Time, ids and randomness arrive inside the command: nothing here reads a clock.
 */
export interface Decider<State, Command, Event> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

/** Folds a stream's events into the state a decision is made on. */
export function replay<State, Command, Event>(
  decider: Decider<State, Command, Event>,
  events: readonly Event[],
): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}

/** A domain event as the deciders speak it: a past-tense type and a plain data object. */
export interface DomainEvent<Type extends string = string, Data extends object = object> {
  type: Type;
  data: Data;
}
