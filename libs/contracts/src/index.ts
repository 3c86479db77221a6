export * from './http/errors.js';
export * from './http/health.js';
export * from './http/terms.js';
export * from './jobs/jobs.js';
