import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';

/**
 * Aborts when the app begins to stop, before its server closes: work that would otherwise hold the server
 * open (a question stream) ends early and cleanly, and sockets closed by the stop are not taken as players
 * leaving (ADR 0166).
 */
@Injectable()
export class ShutdownSignal implements BeforeApplicationShutdown {
  private readonly controller = new AbortController();

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get begun(): boolean {
    return this.controller.signal.aborted;
  }

  /** Called by a signal handler before it closes the app, so refusals start at once; the app's close calls it too. */
  begin(): void {
    if (!this.begun) this.controller.abort(new Error('the server is shutting down'));
  }

  beforeApplicationShutdown(): void {
    this.begin();
  }
}
