/**
 * Turn-taking per stream inside one api node: work on a stream waits for the work queued before it on the same
 * stream, and runs at once on any other. Commands to one quiz round then queue instead of racing each other to
 * the same revision and losing (issue 10 item 5, ADR 0131). Other nodes are not covered: the append's
 * expected revision still guards the stream, and a lost race is retried.
 */
export class StreamTurns {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(streamId: string, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(streamId) ?? Promise.resolve();
    // A failure of the work before does not concern this one: it only waits for its turn.
    const mine = before.then(work, work);
    const tail = mine.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(streamId, tail);
    // The last in the queue clears the entry, so the map holds only streams with work under way.
    void tail.then(() => {
      if (this.tails.get(streamId) === tail) this.tails.delete(streamId);
    });
    return mine;
  }

  /** Streams with work running or queued (for tests: an idle node holds none). */
  get busyStreams(): number {
    return this.tails.size;
  }
}
