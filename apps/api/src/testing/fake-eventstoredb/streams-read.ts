import { status, type ServerWritableStream } from '@grpc/grpc-js';
import shared from '@eventstore/db-client/generated/shared_pb.js';
import streams from '@eventstore/db-client/generated/streams_pb.js';
import { type FakeLog, type StoredEvent } from './log-model.js';
import { grpcError, streamNameOf, uuidMessage } from './wire.js';

const { ReadResp } = streams;
type ReadReq = InstanceType<typeof streams.ReadReq>;
type ReadOptions = InstanceType<typeof streams.ReadReq.Options>;
type ReadEventMessage = InstanceType<typeof streams.ReadResp.ReadEvent>;
const FORWARDS = 0;

/**
 * Streams.Read for a stream or for $all: what a read of the real server sends, in its order, and nothing it
 * would not (no subscriptions, no server-side filters: the adapter uses neither, and asks for them get
 * UNIMPLEMENTED rather than an answer the real server would not give).
 */
export function readHandler(log: FakeLog) {
  return async (call: ServerWritableStream<ReadReq, InstanceType<typeof ReadResp>>): Promise<void> => {
    const options = call.request.getOptions();
    if (!options) return fail(call, grpcError(status.INVALID_ARGUMENT, 'Read without options'));
    if (options.hasSubscription() || options.hasFilter())
      return fail(call, grpcError(status.UNIMPLEMENTED, 'the fake serves reads without filters only'));
    const count = BigInt(options.getCount() || '0');
    const forwards = options.getReadDirection() === FORWARDS;
    const structured = options.getUuidOption()?.hasStructured() ?? false;

    let events: Iterable<StoredEvent>;
    if (options.hasStream()) {
      const name = streamNameOf(options.getStream()!.getStreamIdentifier());
      const stored = log.stream(name);
      if (!stored) {
        const notFound = new ReadResp.StreamNotFound();
        notFound.setStreamIdentifier(options.getStream()!.getStreamIdentifier());
        call.write(new ReadResp().setStreamNotFound(notFound));
        call.end();
        return;
      }
      events = streamSlice(stored, options, forwards);
    } else if (options.hasAll()) {
      events = allSlice(log, options, forwards);
    } else {
      return fail(call, grpcError(status.INVALID_ARGUMENT, 'Read of neither a stream nor $all'));
    }

    let sent = 0n;
    for (const event of events) {
      if (sent >= count || call.cancelled) break;
      sent += 1n;
      const response = new ReadResp().setEvent(readEvent(event, structured));
      // Respect the client's flow control: a long read must not buffer the whole log in memory.
      if (!call.write(response)) await new Promise((resolve) => call.once('drain', resolve));
    }
    call.end();
  };
}

/** Ends a server-streaming call with an error status, the way grpc-js documents it. */
function fail(call: ServerWritableStream<ReadReq, InstanceType<typeof ReadResp>>, error: Error): void {
  call.emit('error', error);
}

function* streamSlice(stored: readonly StoredEvent[], options: ReadOptions, forwards: boolean) {
  const stream = options.getStream()!;
  const last = stored.length - 1;
  const from = stream.hasRevision()
    ? Number(BigInt(stream.getRevision()))
    : stream.hasEnd()
      ? forwards
        ? stored.length
        : last
      : forwards
        ? 0
        : -1;
  if (forwards) for (let i = Math.max(0, from); i <= last; i += 1) yield stored[i]!;
  else for (let i = Math.min(from, last); i >= 0; i -= 1) yield stored[i]!;
}

function* allSlice(log: FakeLog, options: ReadOptions, forwards: boolean) {
  const all = options.getAll()!;
  let from: number;
  if (all.hasPosition()) {
    const position = all.getPosition()!;
    const at = {
      commit: BigInt(position.getCommitPosition()),
      prepare: BigInt(position.getPreparePosition()),
    };
    // Forwards includes the event at the position; backwards starts with the one before it.
    from = forwards ? log.indexAtOrAfter(at) : log.indexAtOrAfter(at) - 1;
  } else if (all.hasEnd()) {
    from = forwards ? log.all.length : log.all.length - 1;
  } else {
    from = forwards ? 0 : -1;
  }
  // $all grows while a read is under way; a read sees the log as it was when it began.
  const end = log.all.length;
  if (forwards) for (let i = from; i < end; i += 1) yield log.all[i]!;
  else for (let i = from; i >= 0; i -= 1) yield log.all[i]!;
}

function readEvent(event: StoredEvent, structured: boolean): ReadEventMessage {
  const recorded = new ReadResp.ReadEvent.RecordedEvent();
  recorded.setId(uuidMessage(event.id, structured));
  recorded.setStreamIdentifier(new shared.StreamIdentifier().setStreamName(Buffer.from(event.streamName)));
  recorded.setStreamRevision(event.revision.toString());
  recorded.setCommitPosition(event.position.commit.toString());
  recorded.setPreparePosition(event.position.prepare.toString());
  const metadata = recorded.getMetadataMap();
  metadata.set('type', event.type);
  metadata.set('content-type', event.contentType);
  metadata.set('created', event.createdTicks.toString());
  recorded.setCustomMetadata(event.customMetadata);
  recorded.setData(event.data);
  return new ReadResp.ReadEvent().setEvent(recorded).setCommitPosition(event.position.commit.toString());
}
