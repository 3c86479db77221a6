/**
 * Why a command was refused. Each kind maps to one HTTP status at the edge:
 * validation 400, forbidden 403, not_found 404, illegal_state 409, concurrency 409.
 */
export type DomainErrorKind = 'validation' | 'forbidden' | 'not_found' | 'illegal_state' | 'concurrency';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    /** Stable, namespaced code such as `TERMS.UNKNOWN_VERSION`; clients may switch on it. */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
