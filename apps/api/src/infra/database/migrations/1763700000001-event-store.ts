import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The event log, its streams, and the checkpoints of the projections that read it. */
export class EventStore1763700000001 implements MigrationInterface {
  name = 'EventStore1763700000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE event_streams (
        stream_id text PRIMARY KEY,
        stream_revision bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE events (
        global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id text NOT NULL,
        stream_revision bigint NOT NULL,
        event_id uuid NOT NULL,
        event_type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_event_id_key UNIQUE (event_id),
        CONSTRAINT events_stream_revision_key UNIQUE (stream_id, stream_revision)
      )`);
    await queryRunner.query(`CREATE INDEX events_log_order_idx ON events (transaction_id, global_position)`);
    await queryRunner.query(`
      CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        commit_position bigint NOT NULL,
        prepare_position bigint NOT NULL,
        events_processed bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE projection_checkpoints`);
    await queryRunner.query(`DROP TABLE events`);
    await queryRunner.query(`DROP TABLE event_streams`);
  }
}
