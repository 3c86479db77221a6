import type { AllStreamResolvedEvent, ReadAllOptions } from '@eventstore/db-client';
import { START_OF_LOG, type LogPosition } from './event-store.port.js';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';

/** $all as the client hands it out: from a position, that position included, at most maxCount records. */
function scriptedAll(records: { streamId: string; type: string; position: LogPosition }[]) {
  const resolved: AllStreamResolvedEvent[] = records.map((record, i) => ({
    event: {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      type: record.type,
      streamId: record.streamId,
      revision: 0n,
      position: record.position,
      data: { i },
      metadata: {},
      isJson: true,
      created: new Date(0),
    } as unknown as AllStreamResolvedEvent['event'],
  }));
  return {
    client: {
      async *readAll({ fromPosition = 'start', maxCount = Number.MAX_SAFE_INTEGER }: ReadAllOptions) {
        let sent = 0;
        for (const record of resolved) {
          const at = record.event!.position!;
          if (fromPosition !== 'start' && fromPosition !== 'end') {
            const before =
              at.commit < fromPosition.commit ||
              (at.commit === fromPosition.commit && at.prepare < fromPosition.prepare);
            if (before) continue;
          }
          if (sent === Number(maxCount)) break;
          sent += 1;
          yield record;
        }
      },
    },
  };
}

const at = (n: number): LogPosition => ({ commit: BigInt(n * 100), prepare: BigInt(n * 100) });

describe('the EventStoreDB adapter reading $all', () => {
  // Two of ours, then a run of system events longer than any page, then three more of ours.
  const records = [
    { streamId: 'quiz-1', type: 'QuizStarted', position: at(1) },
    { streamId: 'quiz-1', type: 'QuestionAnswered', position: at(2) },
    ...Array.from({ length: 40 }, (_, i) => ({
      streamId: '$statistics',
      type: '$stats',
      position: at(3 + i),
    })),
    { streamId: 'quiz-2', type: 'QuizStarted', position: at(50) },
    { streamId: '$$quiz-2', type: '$metadata', position: at(51) },
    { streamId: 'quiz-2', type: 'QuestionAnswered', position: at(52) },
    { streamId: 'quiz-3', type: 'QuizStarted', position: at(53) },
  ];
  const ours = records.filter((record) => !record.type.startsWith('$'));

  function storeOver() {
    const all = scriptedAll(records);
    const store = new EventStoreDbEventStore('esdb://localhost:2113?tls=false');
    Object.assign(store, { client: all.client });
    return store;
  }

  it('reads past a run of system events longer than the page instead of taking it for the end', async () => {
    const store = storeOver();
    const page = await store.readAll({ after: at(2), maxCount: 3 });
    expect(page.map((event) => event.position)).toEqual([at(50), at(52), at(53)]);
  });

  it('pages through every event of ours, once each and in order, whatever the page size', async () => {
    const store = storeOver();
    for (const maxCount of [1, 2, 3, 7, 100]) {
      const seen: LogPosition[] = [];
      for (;;) {
        const page = await store.readAll({ after: seen.at(-1) ?? START_OF_LOG, maxCount });
        expect(page.length).toBeLessThanOrEqual(maxCount);
        if (page.length === 0) break;
        seen.push(...page.map((event) => event.position));
      }
      expect(seen).toEqual(ours.map((record) => record.position));
    }
    expect(await store.countAfter(START_OF_LOG)).toBe(ours.length);
    expect(await store.countAfter(at(2))).toBe(3);
    expect(await store.countAfter(at(53))).toBe(0);
  });
});
