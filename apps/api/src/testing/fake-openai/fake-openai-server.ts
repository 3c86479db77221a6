import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import {
  letterOfTruth,
  SAMPLE_FACTS,
  writtenQuestion,
  type AnswerReply,
  type FailureReply,
  type FakeFact,
  type QuestionsReply,
} from './fake-model-script.js';

export interface FakeOpenAiOptions {
  /** The bearer key it insists on; null accepts any or none, as local servers do. */
  apiKey?: string | null;
  model?: string;
  /** Pace of the reply's tokens (about four characters each); unset means all at once. */
  tokensPerSecond?: number;
  /** Wait before the first token (streaming) or before the whole reply (not streaming). */
  firstTokenMs?: number;
  /** Replies to question-writing requests, one per request; the last repeats. */
  replies?: readonly QuestionsReply[];
  /** Replies to answering requests, one per request; the last repeats. */
  answers?: readonly AnswerReply[];
  /** Answers 400 to `response_format: json_schema`, as older llama.cpp and Ollama builds do. */
  refuseJsonSchema?: boolean;
  /** Facts the fake knows beyond those in its replies, for answering. */
  facts?: readonly FakeFact[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  kind: 'questions' | 'answer' | 'models' | 'other';
  /** The parsed JSON body, if any. */
  body: Record<string, unknown> | undefined;
  /** The parsed JSON of the last user message (what the source sent as data). */
  data: Record<string, unknown> | undefined;
  receivedAt: number;
  /** When the last byte of the reply was written; unset while it is still streaming or if it was cut. */
  finishedAt?: number;
  /** The client hung up before the reply was complete. */
  cancelled?: boolean;
}

export interface FakeOpenAi {
  /** Give this to the openai client as baseURL. */
  readonly baseUrl: string;
  readonly apiKey: string | null;
  readonly model: string;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

const DEFAULT_KEY = 'sk-fake-test-key';
const DEFAULT_MODEL = 'fake-trivia-1';
const PACING_TICK_MS = 10;

/**
 * A local OpenAI-compatible server on loopback that speaks the real wire protocol: chat completions as JSON
 * and as server-sent `chat.completion.chunk` events ending in `data: [DONE]`, the model list, bearer
 * authentication and OpenAI-shaped errors (`{error:{message,type,param,code}}`, Retry-After on 429).
 */
export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const apiKey = options.apiKey === undefined ? DEFAULT_KEY : options.apiKey;
  const model = options.model ?? DEFAULT_MODEL;
  const replies = options.replies ?? [{ questions: SAMPLE_FACTS }];
  const answers = options.answers ?? ['truth'];
  const facts = new Map<string, FakeFact>();
  for (const fact of [...SAMPLE_FACTS, ...(options.facts ?? [])]) facts.set(fact.question, fact);
  for (const reply of replies) {
    if ('questions' in reply) for (const fact of reply.questions) facts.set(fact.question, fact);
  }
  const requests: RecordedRequest[] = [];
  let questionRequests = 0;
  let answerRequests = 0;

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, 500, { message: String(error), type: 'server_error', code: null });
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const raw = await readBody(req);
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path,
      authorization: req.headers.authorization,
      kind: 'other',
      body: undefined,
      data: undefined,
      receivedAt: Date.now(),
    };
    requests.push(recorded);
    res.on('finish', () => (recorded.finishedAt = Date.now()));
    res.on('close', () => (recorded.cancelled = !res.writableFinished));

    if (apiKey !== null && req.headers.authorization !== `Bearer ${apiKey}`) {
      return sendError(res, 401, {
        message: 'Incorrect API key provided. You can find your API key in your account settings.',
        type: 'invalid_request_error',
        code: 'invalid_api_key',
      });
    }
    if (req.method === 'GET' && path === '/v1/models') {
      recorded.kind = 'models';
      return sendJson(res, 200, {
        object: 'list',
        data: [{ id: model, object: 'model', created: 1_700_000_000, owned_by: 'fake' }],
      });
    }
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      return sendError(res, 404, {
        message: `Invalid URL (${req.method} ${path})`,
        type: 'invalid_request_error',
        code: null,
      });
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return sendError(res, 400, {
        message: 'We could not parse the JSON body of your request.',
        type: 'invalid_request_error',
        code: null,
      });
    }
    recorded.body = body;
    const messages = Array.isArray(body.messages)
      ? (body.messages as { role?: string; content?: unknown }[])
      : [];
    if (messages.length === 0) {
      return sendError(res, 400, {
        message: "Missing required parameter: 'messages'.",
        type: 'invalid_request_error',
        param: 'messages',
        code: 'missing_required_parameter',
      });
    }
    if (body.model !== model) {
      return sendError(res, 404, {
        message: `The model \`${String(body.model)}\` does not exist or you do not have access to it.`,
        type: 'invalid_request_error',
        code: 'model_not_found',
      });
    }
    const userContent = [...messages].reverse().find((m) => m.role === 'user')?.content;
    const data = parseObject(userContent);
    recorded.data = data;
    recorded.kind = data && 'options' in data ? 'answer' : 'questions';
    const format = (body.response_format as { type?: string } | undefined)?.type;
    if (options.refuseJsonSchema && format === 'json_schema') {
      return sendError(res, 400, {
        message: "Unsupported response_format type 'json_schema'; supported: 'json_object', 'text'.",
        type: 'invalid_request_error',
        param: 'response_format',
        code: null,
      });
    }
    const stream = body.stream === true;
    const budget = Number(body.max_completion_tokens ?? body.max_tokens ?? Number.POSITIVE_INFINITY);

    if (data && recorded.kind === 'answer') {
      const reply = answers[Math.min(answerRequests++, answers.length - 1)]!;
      if (typeof reply === 'object' && 'status' in reply) return sendFailure(res, reply);
      return sendModelReply(res, answerContent(reply, data), { stream, budget });
    }
    const reply = replies[Math.min(questionRequests++, replies.length - 1)]!;
    if ('status' in reply) return sendFailure(res, reply);
    if ('content' in reply) return sendModelReply(res, reply.content, { stream, budget });
    const count = Number(data?.count ?? reply.questions.length);
    const chosen = reply.ignoreCount ? reply.questions : reply.questions.slice(0, count);
    const items = chosen.map((fact) => JSON.stringify(writtenQuestion(fact, reply.key ?? 'true')));
    const content = `{"questions":[${items.join(',')}]}`;
    const cutAfter = reply.errorAfterQuestions ?? reply.dropAfterQuestions;
    const cut =
      cutAfter === undefined
        ? undefined
        : {
            at: '{"questions":['.length + items.slice(0, cutAfter).join(',').length,
            how: reply.errorAfterQuestions !== undefined ? ('error' as const) : ('drop' as const),
          };
    return sendModelReply(res, content, { stream, budget, cut });
  }

  function answerContent(reply: Exclude<AnswerReply, FailureReply>, data: Record<string, unknown>): string {
    if (reply === 'always-B') return '{"answer":"B"}';
    if (reply === 'unusable') return 'I would rather not say which one it is.';
    if (typeof reply === 'object') return reply.content;
    const shown = (data.options ?? {}) as Record<string, string>;
    const letter = letterOfTruth(
      facts,
      String(data.question),
      ['A', 'B', 'C', 'D'].map((l) => shown[l] ?? ''),
    );
    return JSON.stringify({ answer: letter ?? 'none of them' });
  }

  /** Sends `content` as the model's reply, paced like a model, streamed or whole. */
  async function sendModelReply(
    res: ServerResponse,
    content: string,
    how: { stream: boolean; budget: number; cut?: { at: number; how: 'error' | 'drop' } },
  ) {
    let closed = false;
    res.on('close', () => (closed = true));
    const allTokens = content.match(/[\s\S]{1,4}/g) ?? [];
    const truncated = allTokens.length > how.budget;
    let tokens = truncated ? allTokens.slice(0, how.budget) : allTokens;
    if (how.cut) tokens = (content.slice(0, how.cut.at).match(/[\s\S]{1,4}/g) ?? []).slice(0, tokens.length);
    const finishReason = truncated ? 'length' : 'stop';
    const id = `chatcmpl-${randomUUID()}`;
    const created = Math.floor(Date.now() / 1000);

    if (!how.stream) {
      await delay(options.firstTokenMs ?? 0);
      if (options.tokensPerSecond) await delay((tokens.length / options.tokensPerSecond) * 1000);
      if (closed) return;
      if (how.cut?.how === 'drop') return res.destroy();
      if (how.cut) return sendError(res, 500, serverErrorBody());
      return sendJson(res, 200, {
        id,
        object: 'chat.completion',
        created,
        model,
        system_fingerprint: null,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: tokens.join(''), refusal: null },
            logprobs: null,
            finish_reason: finishReason,
          },
        ],
        usage: { prompt_tokens: 100, completion_tokens: tokens.length, total_tokens: 100 + tokens.length },
      });
    }

    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    res.flushHeaders();
    const chunk = (delta: Record<string, unknown>, finish: string | null) =>
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        system_fingerprint: null,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
      })}\n\n`;
    await delay(options.firstTokenMs ?? 0);
    if (closed) return;
    res.write(chunk({ role: 'assistant', content: '', refusal: null }, null));
    const started = Date.now();
    let sent = 0;
    while (sent < tokens.length) {
      if (closed) return;
      const due = options.tokensPerSecond
        ? Math.min(tokens.length, Math.floor(((Date.now() - started) / 1000) * options.tokensPerSecond) + 1)
        : tokens.length;
      for (; sent < due; sent += 1) res.write(chunk({ content: tokens[sent] }, null));
      if (sent < tokens.length) await delay(PACING_TICK_MS);
    }
    if (closed) return;
    if (how.cut?.how === 'drop') {
      // Let what was written reach the client first, as when a real connection breaks mid-reply.
      await new Promise<void>((resolve) => res.write('', () => resolve()));
      await delay(PACING_TICK_MS);
      return res.destroy();
    }
    if (how.cut) {
      res.write(`data: ${JSON.stringify({ error: serverErrorBody() })}\n\n`);
      return res.end();
    }
    res.write(chunk({}, finishReason));
    res.write('data: [DONE]\n\n');
    res.end();
  }

  function sendFailure(res: ServerResponse, reply: FailureReply) {
    const body =
      reply.status === 429
        ? {
            message: reply.message ?? 'Rate limit reached for requests. Please try again later.',
            type: 'requests',
            code: 'rate_limit_exceeded',
          }
        : reply.status >= 500
          ? { ...serverErrorBody(), ...(reply.message ? { message: reply.message } : {}) }
          : { message: reply.message ?? 'Bad request.', type: 'invalid_request_error', code: null };
    sendError(res, reply.status, body, reply.retryAfter ? { 'retry-after': reply.retryAfter } : {});
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey,
    model,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function serverErrorBody() {
  return {
    message: 'The server had an error while processing your request. Sorry about that!',
    type: 'server_error',
    code: null,
  };
}

function sendError(
  res: ServerResponse,
  status: number,
  error: { message: string; type: string; code: string | null; param?: string | null },
  headers: Record<string, string> = {},
) {
  sendJson(res, status, { error: { param: null, ...error } }, headers);
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function parseObject(content: unknown): Record<string, unknown> | undefined {
  if (typeof content !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(content);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
