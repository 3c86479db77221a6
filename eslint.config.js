import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const framework = [
  '@nestjs/*',
  'typeorm',
  'pg',
  'bullmq',
  'ioredis',
  '@eventstore/*',
  'better-auth',
  'better-auth/*',
  'openai',
  'react',
  'react-*',
  'socket.io*',
  'fastify',
  '@fastify/*',
  'kysely',
  '@electric-sql/*',
  'zod',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },
  // The dependency rule: the domain is pure, the contracts are schemas only, the web app gets no server code.
  // The web app may use the domain's package entry (pure rules, shared with the api), never its files directly.
  {
    files: ['libs/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: framework, message: 'libs/domain is pure: no framework or infrastructure imports.' },
            {
              group: ['node:*', 'fs', 'crypto', 'path', 'http'],
              message:
                'libs/domain is pure: no Node APIs (time, ids and randomness come in with the command).',
            },
            {
              group: ['**/apps/**', '@quiz/contracts'],
              message: 'libs/domain depends on nothing else in the repo.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['libs/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: framework.filter((f) => f !== 'zod'),
              message: 'libs/contracts imports only its schema library (zod).',
            },
            {
              group: ['node:*', '**/apps/**', '@quiz/domain'],
              message: 'libs/contracts imports only its schema library (zod).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The domain's package entry is allowed (pure rules shared with the api); its files, the api and server packages are not.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@quiz/domain/*',
                '**/libs/domain/**',
                '**/apps/api/**',
                '@nestjs/*',
                'typeorm',
                'pg',
                'bullmq',
                'ioredis',
                'better-auth',
                'node:*',
              ],
              message:
                'The web app talks to the api through @quiz/contracts only; server code must not reach the browser bundle.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      '**/*.spec.ts',
      'test/**/*.ts',
      'apps/api/src/testing/**/*.ts',
      'libs/domain/src/**/testing/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
);
