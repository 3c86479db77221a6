// One jest run covers libs and the api; ESM throughout (NestJS 12 is ESM-only).
import { availableParallelism } from 'node:os';

const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
    },
    module: { type: 'es6' },
  },
];

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@quiz/contracts$': '<rootDir>/libs/contracts/src/index.ts',
    '^@quiz/domain$': '<rootDir>/libs/domain/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: [
    '<rootDir>/libs/*/src/**/*.spec.ts',
    '<rootDir>/apps/api/src/**/*.spec.ts',
    // The web app's pure helpers (DOM-free, imported relatively).
    '<rootDir>/apps/web/src/**/*.spec.ts',
    '<rootDir>/test/**/*.spec.ts',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/test/e2e/'],
  setupFiles: ['<rootDir>/test/setup-env.ts'],
  globalSetup: '<rootDir>/test/pglite-template.global-setup.mjs',
  // Many tests start a whole api on PGlite (migrations included): on a shared 2-core machine that alone has
  // taken over 30 s. A stuck test still fails, just later.
  testTimeout: 120000,
  // Jest's default (cores - 1) is one worker on a 2-core machine, which leaves a core idle while a suite waits on
  // PostgreSQL, a socket or a timer. Suites are isolated (a PGlite cluster or a PostgreSQL schema of their own,
  // ports chosen by the OS), so two run side by side (ADR 0127).
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // A worker whose heap stays above this after a suite is replaced by a fresh one. Setting it also keeps the
  // server pass's single worker a worker: in band, one process ran all 76 suites, its heap grew to 4 GB, and its
  // late suites ran 3–8 times slower than the same suites in the embedded pass (ADR 0204).
  workerIdleMemoryLimit: '1GB',
};
