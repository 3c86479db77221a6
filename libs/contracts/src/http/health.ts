import { z } from 'zod';

export const dependencyStateSchema = z.object({
  status: z.enum(['up', 'down']),
  /** What serves this role, e.g. 'pglite', 'postgresql', 'in-process', 'bullmq'. */
  kind: z.string(),
  detail: z.string().optional(),
});

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  mode: z.enum(['embedded', 'server']),
  version: z.string(),
  dependencies: z.object({
    database: dependencyStateSchema,
    eventStore: dependencyStateSchema,
    redis: dependencyStateSchema,
    questionProvider: dependencyStateSchema,
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
