import { jobContracts, type JobName } from '@quiz/contracts';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ProjectionRunner } from '../projections/projection-runner.js';
import type { JobQueue } from '../queue/job-queue.port.js';
import type {
  CommandMetrics,
  CommandOutcomeLabel,
  QuestionMetrics,
  QuestionSourceLabel,
  RealtimeCounts,
  RealtimeMetrics,
} from './metric-ports.js';

const FAST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const JOB_BUCKETS = [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * This api node's metrics, in a registry of its own (several apps share a process in tests; each node
 * exposes its own figures, and Prometheus sums them). Every label value comes from code, never from a
 * request: routes are Fastify's route patterns, so no client can grow the series count (ADR 0163).
 */
export class AppMetrics implements CommandMetrics, QuestionMetrics, RealtimeMetrics {
  readonly registry = new Registry();
  private realtime: (() => RealtimeCounts) | undefined;

  private readonly httpRequests = new Counter({
    name: 'quiz_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly httpDuration = new Histogram({
    name: 'quiz_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  private readonly commands = new Counter({
    name: 'quiz_commands_total',
    help: 'Commands handled by the command processor, by command type and outcome (busy: 503 CONCURRENCY_BUSY)',
    labelNames: ['command', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly commandDuration = new Histogram({
    name: 'quiz_command_duration_seconds',
    help: 'Time a command took, its turn behind others of its stream included',
    labelNames: ['command'] as const,
    buckets: FAST_BUCKETS,
    registers: [this.registry],
  });
  private readonly commandConflicts = new Counter({
    name: 'quiz_command_conflicts_total',
    help: 'Appends that lost their race for a stream (wrong expected revision)',
    labelNames: ['command'] as const,
    registers: [this.registry],
  });
  private readonly commandRetries = new Counter({
    name: 'quiz_command_retries_total',
    help: 'Commands decided again after a lost race',
    labelNames: ['command'] as const,
    registers: [this.registry],
  });
  private readonly appendDuration = new Histogram({
    name: 'quiz_event_store_append_duration_seconds',
    help: 'Event store appends, by store and outcome (ok, conflict, error)',
    labelNames: ['store', 'outcome'] as const,
    buckets: FAST_BUCKETS,
    registers: [this.registry],
  });
  private readonly jobDuration = new Histogram({
    name: 'quiz_job_duration_seconds',
    help: 'Background jobs run by this process, by job name and outcome',
    labelNames: ['queue', 'job', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });
  private readonly questions = new Counter({
    name: 'quiz_questions_generated_total',
    help: 'Questions issued in batches, by source (pool, model, offline)',
    labelNames: ['source'] as const,
    registers: [this.registry],
  });
  private readonly questionFailures = new Counter({
    name: 'quiz_question_source_failures_total',
    help: 'Batches for which a question source failed, by source',
    labelNames: ['source'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    const realtime = () => this.realtime?.() ?? { sockets: 0, rooms: 0 };
    new Gauge({
      name: 'quiz_open_sockets',
      help: 'socket.io connections open on this node',
      registers: [this.registry],
      collect() {
        this.set(realtime().sockets);
      },
    });
    new Gauge({
      name: 'quiz_open_rooms',
      help: 'Multiplayer rooms with a socket on this node',
      registers: [this.registry],
      collect() {
        this.set(realtime().rooms);
      },
    });
    for (const source of ['pool', 'model', 'offline'] as const) {
      this.questions.inc({ source }, 0);
      this.questionFailures.inc({ source }, 0);
    }
  }

  httpAnswered(method: string, route: string | undefined, status: number, seconds: number): void {
    const labels = {
      method: KNOWN_METHODS.has(method) ? method : 'OTHER',
      route: route ?? 'unmatched',
      status: String(status),
    };
    this.httpRequests.inc(labels);
    this.httpDuration.observe(labels, seconds);
  }

  commandHandled(command: string, outcome: CommandOutcomeLabel, seconds: number): void {
    this.commands.inc({ command, outcome });
    this.commandDuration.observe({ command }, seconds);
  }

  raceLost(command: string, retried: boolean): void {
    this.commandConflicts.inc({ command });
    if (retried) this.commandRetries.inc({ command });
  }

  appended(store: string, outcome: 'ok' | 'conflict' | 'error', seconds: number): void {
    this.appendDuration.observe({ store, outcome }, seconds);
  }

  jobRan(queue: string, job: string, outcome: 'completed' | 'failed', seconds: number): void {
    this.jobDuration.observe({ queue, job, outcome }, seconds);
  }

  questionsDelivered(source: QuestionSourceLabel, count: number): void {
    if (count > 0) this.questions.inc({ source }, count);
  }

  questionSourceFailed(source: QuestionSourceLabel): void {
    this.questionFailures.inc({ source });
  }

  watchRealtime(read: () => RealtimeCounts): void {
    this.realtime = read;
  }

  /** Per projection, the events in the log after its checkpoint, read at each scrape. */
  watchProjections(runner: Pick<ProjectionRunner, 'status'>): void {
    new Gauge({
      name: 'quiz_projection_lag_events',
      help: 'Events in the log that a projection has not applied yet',
      labelNames: ['projection'] as const,
      registers: [this.registry],
      async collect() {
        // A scrape during a database outage shows the last figures rather than failing as a whole.
        const statuses = await runner.status().catch(() => []);
        for (const status of statuses) this.set({ projection: status.name }, status.lag);
      },
    });
  }

  /** Per job name, the jobs waiting or delayed in the queue, read at each scrape. */
  watchQueue(queue: Pick<JobQueue, 'kind' | 'depth'>): void {
    new Gauge({
      name: 'quiz_job_queue_depth',
      help: 'Jobs waiting or delayed, by queue kind and job name',
      labelNames: ['queue', 'job'] as const,
      registers: [this.registry],
      async collect() {
        const depths = await queue.depth().catch(() => ({}) as Partial<Record<JobName, number>>);
        for (const job of Object.keys(jobContracts) as JobName[]) {
          const depth = depths[job];
          if (depth !== undefined) this.set({ queue: queue.kind, job }, depth);
        }
      },
    });
  }
}
