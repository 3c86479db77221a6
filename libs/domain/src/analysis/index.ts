export * from './replay.js';
export * from './solo-replay.js';
export * from './game-replay.js';
export * from './play-summary.js';
export * from './question-report.rules.js';
