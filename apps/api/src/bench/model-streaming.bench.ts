import { pathToFileURL } from 'node:url';
import Table from 'cli-table3';
import { OpenAiQuestionSource } from '../infra/llm/openai-question-source.js';
import { startFakeOpenAi } from '../testing/fake-openai/fake-openai-server.js';
import { percentile } from './stats.js';

/**
 * Benchmark (b) of `npm run bench:questions`: how soon the first question of a streamed model batch is
 * ready compared with the whole batch, against the local fake model at a realistic pace (60 tokens/s,
 * 0.5 s to the first token). Target: the first question within 25% of the whole batch's time.
 */
export interface ModelStreamingSample {
  firstQuestionMs: number;
  wholeBatchMs: number;
}

export interface ModelStreamingBench {
  tokensPerSecond: number;
  firstTokenMs: number;
  batchSize: number;
  samples: ModelStreamingSample[];
}

export const FIRST_QUESTION_TARGET_SHARE = 0.25;

export async function benchModelStreaming({
  runs = 3,
  batchSize = 10,
  tokensPerSecond = 60,
  firstTokenMs = 500,
} = {}): Promise<ModelStreamingBench> {
  const fake = await startFakeOpenAi({ tokensPerSecond, firstTokenMs });
  try {
    const source = new OpenAiQuestionSource({
      apiKey: fake.apiKey ?? undefined,
      baseUrl: fake.baseUrl,
      model: fake.model,
      timeoutMs: 120_000,
      maxRetries: 0,
      maxOutputTokens: 4096,
      stream: true,
    });
    const samples: ModelStreamingSample[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      let firstQuestionMs: number | undefined;
      let produced = 0;
      const request = { topic: 'world capitals', difficulty: 'medium' as const, count: batchSize, avoid: [] };
      for await (const _candidate of source.generate(request, new AbortController().signal)) {
        firstQuestionMs ??= performance.now() - started;
        produced += 1;
      }
      if (produced !== batchSize || firstQuestionMs === undefined) {
        throw new Error(`run ${run + 1} produced ${produced} questions, not ${batchSize}`);
      }
      samples.push({ firstQuestionMs, wholeBatchMs: performance.now() - started });
    }
    return { tokensPerSecond, firstTokenMs, batchSize, samples };
  } finally {
    await fake.close();
  }
}

async function main() {
  const runs = Number(process.env.BENCH_MODEL_RUNS ?? 3);
  const result = await benchModelStreaming({ runs });
  const table = new Table({
    head: ['run', 'first question ms', 'whole batch ms', 'first ÷ whole'],
    style: { head: [], border: [] },
  });
  for (const [i, sample] of result.samples.entries()) {
    table.push([
      i + 1,
      sample.firstQuestionMs.toFixed(0),
      sample.wholeBatchMs.toFixed(0),
      `${((sample.firstQuestionMs / sample.wholeBatchMs) * 100).toFixed(1)}%`,
    ]);
  }
  console.log(
    `model streaming — fake model at ${result.tokensPerSecond} tokens/s, ${result.firstTokenMs} ms to the first token, ` +
      `batch of ${result.batchSize}, Node ${process.version}, ${new Date().toISOString()}`,
  );
  console.log(table.toString());
  const worstShare = Math.max(...result.samples.map((s) => s.firstQuestionMs / s.wholeBatchMs));
  const first = percentile(
    result.samples.map((s) => s.firstQuestionMs),
    0.5,
  );
  const whole = percentile(
    result.samples.map((s) => s.wholeBatchMs),
    0.5,
  );
  console.log(`median: first question ${first.toFixed(0)} ms, whole batch ${whole.toFixed(0)} ms`);
  console.log(
    `target first ≤ ${FIRST_QUESTION_TARGET_SHARE * 100}% of whole (worst run ${(worstShare * 100).toFixed(1)}%): ` +
      (worstShare <= FIRST_QUESTION_TARGET_SHARE ? 'met' : 'NOT met'),
  );
}

// Runs standalone (node apps/api/dist/bench/model-streaming.bench.js); importing it only gives the function.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
