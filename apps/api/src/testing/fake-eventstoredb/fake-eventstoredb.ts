import { Server, ServerCredentials, type sendUnaryData, type ServerUnaryCall } from '@grpc/grpc-js';
import gossipGrpc from '@eventstore/db-client/generated/gossip_grpc_pb.js';
import gossip from '@eventstore/db-client/generated/gossip_pb.js';
import featuresGrpc from '@eventstore/db-client/generated/serverfeatures_grpc_pb.js';
import features from '@eventstore/db-client/generated/serverfeatures_pb.js';
import shared from '@eventstore/db-client/generated/shared_pb.js';
import streamsGrpc from '@eventstore/db-client/generated/streams_grpc_pb.js';
import { FakeLog } from './log-model.js';
import { appendHandler, batchAppendHandler } from './streams-append.js';
import { readHandler } from './streams-read.js';
import { grpcError } from './wire.js';

export interface FakeEventStoreDbOptions {
  /**
   * Whether ServerFeatures lists Streams.BatchAppend, as servers from 21.10 on do; the client then appends
   * through it, and through Streams.Append otherwise.
   */
  batchAppend?: boolean;
  /** A server's own events ($stats…) written into $all before every n-th client write; 0 for none. */
  systemEventEvery?: number;
}

/**
 * A single-node EventStoreDB, insecure (`esdb://127.0.0.1:PORT?tls=false`), in memory, speaking the server's gRPC
 * protocol with the message definitions the client package ships: Streams.Read (a stream or $all, either
 * direction, from a revision or a position, a count), Streams.Append and Streams.BatchAppend (expected versions,
 * idempotent repeats), ServerFeatures and Gossip. Anything else answers UNIMPLEMENTED, as an unknown method does.
 */
export class FakeEventStoreDb {
  readonly log = new FakeLog();
  private readonly server = new Server();
  private port = 0;
  private writes = 0;

  private constructor(private readonly options: FakeEventStoreDbOptions) {}

  static async start(options: FakeEventStoreDbOptions = {}): Promise<FakeEventStoreDb> {
    const fake = new FakeEventStoreDb(options);
    await fake.listen();
    return fake;
  }

  get connectionString(): string {
    return `esdb://127.0.0.1:${this.port}?tls=false`;
  }

  /** Stops as a server going down does: calls still open (a client's BatchAppend stream) are cut. */
  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => {
        this.server.forceShutdown();
        resolve();
      }, 500);
      this.server.tryShutdown(() => {
        clearTimeout(force);
        resolve();
      });
    });
  }

  private async listen(): Promise<void> {
    const log = this.log;
    const every = this.options.systemEventEvery ?? 0;
    const onWrite = () => {
      this.writes += 1;
      if (every > 0 && this.writes % every === 0) log.appendSystemEvents(1);
    };
    const unimplemented = (_call: unknown, callback: sendUnaryData<never>) =>
      callback(grpcError(12, 'the fake does not serve this method'));
    this.server.addService(streamsGrpc.StreamsService, {
      read: readHandler(log),
      append: appendHandler(log, onWrite),
      batchAppend: batchAppendHandler(log, onWrite),
      delete: unimplemented,
      tombstone: unimplemented,
    });
    this.server.addService(featuresGrpc.ServerFeaturesService, {
      getSupportedMethods: (_call: ServerUnaryCall<unknown, unknown>, callback: sendUnaryData<unknown>) =>
        callback(null, this.supportedMethods()),
    });
    this.server.addService(gossipGrpc.GossipService, {
      read: (_call: ServerUnaryCall<unknown, unknown>, callback: sendUnaryData<unknown>) =>
        callback(null, this.clusterInfo()),
    });
    this.port = await new Promise<number>((resolve, reject) =>
      this.server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, port) =>
        error ? reject(error) : resolve(port),
      ),
    );
  }

  private supportedMethods() {
    const method = (serviceName: string, methodName: string) =>
      new features.SupportedMethod().setServiceName(serviceName).setMethodName(methodName);
    const streamsService = 'event_store.client.streams.streams';
    const methods = [
      method(streamsService, 'read'),
      method(streamsService, 'append'),
      ...(this.options.batchAppend === false ? [] : [method(streamsService, 'batchappend')]),
      method('event_store.client.gossip.gossip', 'read'),
      method('event_store.client.server_features.serverfeatures', 'getsupportedmethods'),
    ];
    return new features.SupportedMethods().setMethodsList(methods).setEventStoreServerVersion('23.10.0');
  }

  /** One member, alive and the leader, at the address this server listens on. */
  private clusterInfo() {
    const member = new gossip.MemberInfo()
      .setInstanceId(new shared.UUID().setString('00000000-0000-4000-8000-000000000001'))
      .setTimeStamp(String(BigInt(Date.now()) * 10_000n))
      .setState(gossip.MemberInfo.VNodeState.LEADER)
      .setIsAlive(true)
      .setHttpEndPoint(new gossip.EndPoint().setAddress('127.0.0.1').setPort(this.port));
    return new gossip.ClusterInfo().setMembersList([member]);
  }
}
