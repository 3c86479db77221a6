import {
  status,
  type ServerDuplexStream,
  type ServerReadableStream,
  type sendUnaryData,
} from '@grpc/grpc-js';
import anyPb from 'google-protobuf/google/protobuf/any_pb.js';
import emptyPb from 'google-protobuf/google/protobuf/empty_pb.js';
import shared from '@eventstore/db-client/generated/shared_pb.js';
import statusPb from '@eventstore/db-client/generated/status_pb.js';
import streams from '@eventstore/db-client/generated/streams_pb.js';
import type { AppendOutcome, Expected, FakeLog, ProposedEvent } from './log-model.js';
import { grpcError, streamNameOf, uuidFromMessage } from './wire.js';

type AppendReq = InstanceType<typeof streams.AppendReq>;
type AppendResp = InstanceType<typeof streams.AppendResp>;
type BatchAppendReq = InstanceType<typeof streams.BatchAppendReq>;
type BatchAppendResp = InstanceType<typeof streams.BatchAppendResp>;
type Proposed = InstanceType<
  typeof streams.AppendReq.ProposedMessage | typeof streams.BatchAppendReq.ProposedMessage
>;

/** google.rpc.Code FAILED_PRECONDITION, which the real server puts in a batch's WrongExpectedVersion status. */
const FAILED_PRECONDITION = 9;

/** The notice the fake gives each write, so that a test can make the server busy between two writes. */
export type OnWrite = (streamName: string) => void;

/** Streams.Append: the options first, then one message per event, then the client half-closes. */
export function appendHandler(log: FakeLog, onWrite: OnWrite) {
  return (call: ServerReadableStream<AppendReq, AppendResp>, callback: sendUnaryData<AppendResp>): void => {
    let options: InstanceType<typeof streams.AppendReq.Options> | undefined;
    const events: ProposedEvent[] = [];
    let refused: Error | null = null;
    call.on('data', (request: AppendReq) => {
      if (request.hasOptions()) options = request.getOptions();
      else if (request.hasProposedMessage()) {
        const event = proposedEvent(request.getProposedMessage()!);
        if (event instanceof Error) refused ??= event;
        else events.push(event);
      }
    });
    call.on('end', () => {
      if (refused) return callback(refused);
      if (!options) return callback(grpcError(status.INVALID_ARGUMENT, 'Append without options'));
      const streamName = streamNameOf(options.getStreamIdentifier());
      const expected: Expected = options.hasRevision()
        ? { kind: 'revision', revision: BigInt(options.getRevision()) }
        : options.hasNoStream()
          ? { kind: 'no_stream' }
          : options.hasStreamExists()
            ? { kind: 'stream_exists' }
            : { kind: 'any' };
      onWrite(streamName);
      callback(null, appendResponse(log.append(streamName, events, expected)));
    });
  };
}

function appendResponse(outcome: AppendOutcome): AppendResp {
  const response = new streams.AppendResp();
  if (outcome.kind === 'wrong_expected_version') {
    const wrong = new streams.AppendResp.WrongExpectedVersion();
    if (outcome.current === 'no_stream') wrong.setCurrentNoStream(new shared.Empty());
    else wrong.setCurrentRevision(outcome.current.toString());
    const expected = outcome.expected;
    if (expected.kind === 'revision') wrong.setExpectedRevision(expected.revision.toString());
    else if (expected.kind === 'no_stream') wrong.setExpectedNoStream(new shared.Empty());
    else if (expected.kind === 'stream_exists') wrong.setExpectedStreamExists(new shared.Empty());
    else wrong.setExpectedAny(new shared.Empty());
    return response.setWrongExpectedVersion(wrong);
  }
  const success = new streams.AppendResp.Success();
  if (outcome.revision < 0n) success.setNoStream(new shared.Empty()).setNoPosition(new shared.Empty());
  else
    success
      .setCurrentRevision(outcome.revision.toString())
      .setPosition(
        new streams.AppendResp.Position()
          .setCommitPosition(outcome.position.commit.toString())
          .setPreparePosition(outcome.position.prepare.toString()),
      );
  return response.setSuccess(success);
}

/**
 * Streams.BatchAppend: one long-lived duplex stream carrying many writes, each a run of requests sharing a
 * correlation id (options on the first, `is_final` on the last), each answered by one response.
 */
export function batchAppendHandler(log: FakeLog, onWrite: OnWrite) {
  return (call: ServerDuplexStream<BatchAppendReq, BatchAppendResp>): void => {
    const pending = new Map<
      string,
      {
        options?: InstanceType<typeof streams.BatchAppendReq.Options>;
        events: ProposedEvent[];
        refused?: Error;
      }
    >();
    call.on('data', (request: BatchAppendReq) => {
      const correlation = request.getCorrelationId();
      const key = uuidFromMessage(correlation) ?? '';
      const write = pending.get(key) ?? { events: [] };
      pending.set(key, write);
      if (request.hasOptions()) write.options = request.getOptions();
      for (const message of request.getProposedMessagesList()) {
        const event = proposedEvent(message);
        if (event instanceof Error) write.refused ??= event;
        else write.events.push(event);
      }
      if (!request.getIsFinal()) return;
      pending.delete(key);
      if (!write.options || write.refused) {
        call.emit(
          'error',
          write.refused ?? grpcError(status.INVALID_ARGUMENT, 'BatchAppend without options'),
        );
        return;
      }
      const options = write.options;
      const streamName = streamNameOf(options.getStreamIdentifier());
      const expected: Expected = options.hasStreamPosition()
        ? { kind: 'revision', revision: BigInt(options.getStreamPosition()) }
        : options.hasNoStream()
          ? { kind: 'no_stream' }
          : options.hasStreamExists()
            ? { kind: 'stream_exists' }
            : { kind: 'any' };
      onWrite(streamName);
      const response = batchResponse(log.append(streamName, write.events, expected), expected);
      response.setCorrelationId(correlation).setStreamIdentifier(options.getStreamIdentifier());
      call.write(response);
    });
    call.on('end', () => call.end());
  };
}

function batchResponse(outcome: AppendOutcome, expected: Expected): BatchAppendResp {
  const response = new streams.BatchAppendResp();
  if (expected.kind === 'revision') response.setStreamPosition(expected.revision.toString());
  else if (expected.kind === 'no_stream') response.setNoStream(new emptyPb.Empty());
  else if (expected.kind === 'stream_exists') response.setStreamExists(new emptyPb.Empty());
  else response.setAny(new emptyPb.Empty());
  if (outcome.kind === 'wrong_expected_version') {
    const wrong = new shared.WrongExpectedVersion();
    if (outcome.current === 'no_stream') wrong.setCurrentNoStream(new emptyPb.Empty());
    else wrong.setCurrentStreamRevision(outcome.current.toString());
    if (expected.kind === 'revision') wrong.setExpectedStreamPosition(expected.revision.toString());
    else if (expected.kind === 'no_stream') wrong.setExpectedNoStream(new emptyPb.Empty());
    else if (expected.kind === 'stream_exists') wrong.setExpectedStreamExists(new emptyPb.Empty());
    else wrong.setExpectedAny(new emptyPb.Empty());
    const details = new anyPb.Any();
    details.pack(wrong.serializeBinary(), 'event_store.client.WrongExpectedVersion');
    return response.setError(
      new statusPb.Status()
        .setCode(FAILED_PRECONDITION)
        .setMessage('WrongExpectedVersion')
        .setDetails(details),
    );
  }
  const success = new streams.BatchAppendResp.Success();
  if (outcome.revision < 0n) success.setNoStream(new emptyPb.Empty()).setNoPosition(new emptyPb.Empty());
  else
    success
      .setCurrentRevision(outcome.revision.toString())
      .setPosition(
        new shared.AllStreamPosition()
          .setCommitPosition(outcome.position.commit.toString())
          .setPreparePosition(outcome.position.prepare.toString()),
      );
  return response.setSuccess(success);
}

/** An event as the client proposed it; the real server refuses one without an id, a type or a content type. */
function proposedEvent(message: Proposed): ProposedEvent | Error {
  const id = uuidFromMessage(message.getId());
  const metadata = message.getMetadataMap();
  const type = metadata.get('type');
  const contentType = metadata.get('content-type');
  if (!id || !type || !contentType)
    return grpcError(status.INVALID_ARGUMENT, 'an event needs an id, a type and a content-type');
  return {
    id,
    type,
    contentType,
    data: message.getData_asU8(),
    customMetadata: message.getCustomMetadata_asU8(),
  };
}
