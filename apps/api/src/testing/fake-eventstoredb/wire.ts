import { Metadata, type ServiceError, type status } from '@grpc/grpc-js';
import shared from '@eventstore/db-client/generated/shared_pb.js';

type StreamIdentifier = InstanceType<typeof shared.StreamIdentifier>;
type UUID = InstanceType<typeof shared.UUID>;

/** A gRPC error as the call ends with it: a status code and a message. */
export function grpcError(code: status, details: string): ServiceError {
  return Object.assign(new Error(details), { code, details, metadata: new Metadata() });
}

export function streamNameOf(identifier: StreamIdentifier | undefined): string {
  return Buffer.from(identifier?.getStreamName_asU8() ?? new Uint8Array()).toString('utf8');
}

/** An event id as the client sent it: a string, or two 64-bit halves. */
export function uuidFromMessage(uuid: UUID | undefined): string | null {
  if (!uuid) return null;
  if (!uuid.hasStructured()) return uuid.getString().toLowerCase();
  const structured = uuid.getStructured()!;
  const bytes = Buffer.alloc(16);
  bytes.writeBigInt64BE(BigInt(structured.getMostSignificantBits()), 0);
  bytes.writeBigInt64BE(BigInt(structured.getLeastSignificantBits()), 8);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An event id in the form the reader asked for (`uuid_option`). */
export function uuidMessage(id: string, structured: boolean): UUID {
  const uuid = new shared.UUID();
  if (!structured) return uuid.setString(id);
  const bytes = Buffer.from(id.replace(/-/g, ''), 'hex');
  return uuid.setStructured(
    new shared.UUID.Structured()
      .setMostSignificantBits(bytes.readBigInt64BE(0).toString())
      .setLeastSignificantBits(bytes.readBigInt64BE(8).toString()),
  );
}
