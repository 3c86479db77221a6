import type { Decider } from '../decider.js';
import { DomainError } from '../domain-error.js';

/**
 * given(events).when(command).then(events) for deciders, in the style of Emmett's DeciderSpecification.
 * Test-only: excluded from the library build.
 */
export function deciderSpecification<State, Command, Event>(decider: Decider<State, Command, Event>) {
  return {
    given(events: Event[]) {
      return {
        when(command: Command) {
          const run = () => {
            const state = events.reduce(decider.evolve, decider.initialState());
            return decider.decide(command, state);
          };
          return {
            then(expected: Event[]) {
              expect(run()).toEqual(expected);
            },
            thenNothingHappens() {
              expect(run()).toEqual([]);
            },
            thenThrows: (code: string) => expectDomainError(run, code),
          };
        },
      };
    },
  };
}

/** `run` refuses with a DomainError of this code (a rule's refusal, not any exception). */
export function expectDomainError(run: () => unknown, code: string): void {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(DomainError);
  expect((caught as DomainError).code).toBe(code);
}
