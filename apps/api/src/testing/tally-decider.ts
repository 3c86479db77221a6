import type { Decider, DomainEvent } from '@quiz/domain';

/**
 * A decider for tests of the command path: each `Counted` event carries its own number, 0, 1, 2…, so a
 * decision made on a stream read short, or out of order, is caught (and numbered wrongly) at once.
 */
export type TallyCommand =
  { type: 'Add'; data: { times: number } } | { type: 'Check'; data: { count: number } };
export type TallyEvent = DomainEvent<'Counted', { n: number }>;
export interface TallyState {
  count: number;
  /** An event arrived out of its place: the stream was not read in revision order. */
  outOfOrder: boolean;
}

export class TallyMismatch extends Error {
  constructor(expected: number, actual: number) {
    super(`The tally holds ${actual}, not ${expected}.`);
    this.name = 'TallyMismatch';
  }
}

export const tallyStreamName = (id: string) => `tally-${id}`;

export const tallyDecider: Decider<TallyState, TallyCommand, TallyEvent> = {
  initialState: () => ({ count: 0, outOfOrder: false }),
  evolve: (state, event) => ({
    count: state.count + 1,
    outOfOrder: state.outOfOrder || event.data.n !== state.count,
  }),
  decide(command, state) {
    if (state.outOfOrder) throw new Error('The tally was read out of order.');
    if (command.type === 'Check') {
      if (command.data.count !== state.count) throw new TallyMismatch(command.data.count, state.count);
      return [];
    }
    return Array.from({ length: command.data.times }, (_, i) => ({
      type: 'Counted' as const,
      data: { n: state.count + i },
    }));
  },
};
