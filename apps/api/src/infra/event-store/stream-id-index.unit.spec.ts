import { StreamIdIndex, type ReadIdsFrom } from './stream-id-index.js';

/** Streams as another process may grow them, and every read the index asks for. */
function scriptedStreams() {
  const streams = new Map<string, string[]>();
  const reads: [string, bigint][] = [];
  const readFrom: ReadIdsFrom = async (streamId, fromRevision) => {
    reads.push([streamId, fromRevision]);
    return (streams.get(streamId) ?? []).slice(Number(fromRevision)).map((id, i) => {
      const revision = fromRevision + BigInt(i);
      return { id, revision, position: { commit: revision * 10n, prepare: revision * 10n } };
    });
  };
  const write = (streamId: string, ...ids: string[]) =>
    streams.set(streamId, [...(streams.get(streamId) ?? []), ...ids]);
  return { readFrom, reads, write };
}

describe('the index of stored event ids', () => {
  it('reads each stream from where it left off, and sees what others wrote since', async () => {
    const { readFrom, reads, write } = scriptedStreams();
    const index = new StreamIdIndex(readFrom);
    write('s', 'a', 'b');
    expect([...(await index.idsOf('s')).keys()]).toEqual(['a', 'b']);
    write('s', 'c');
    const ids = await index.idsOf('s');
    expect(ids.get('c')).toEqual({ revision: 2n, position: { commit: 20n, prepare: 20n } });
    expect(ids.get('a')?.revision).toBe(0n);
    expect(reads).toEqual([
      ['s', 0n],
      ['s', 2n],
    ]);
  });

  it('forgets the least recently used stream beyond its size, and reads it whole again', async () => {
    const { readFrom, reads, write } = scriptedStreams();
    const index = new StreamIdIndex(readFrom, 2);
    for (const stream of ['x', 'y', 'z']) write(stream, `${stream}0`);
    await index.idsOf('x');
    await index.idsOf('y');
    await index.idsOf('x'); // x is now the most recent: y goes when z comes
    await index.idsOf('z');
    await index.idsOf('y'); // forgotten: read whole; x, least recent now, goes
    await index.idsOf('x');
    expect(reads.map(([stream, from]) => `${stream}@${from}`)).toEqual([
      'x@0',
      'y@0',
      'x@1',
      'z@0',
      'y@0',
      'x@0',
    ]);
  });
});
