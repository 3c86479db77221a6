export * from './shared/decider.js';
export * from './shared/domain-error.js';
export * from './shared/exhaustive.js';
export * from './terms/terms.events.js';
export * from './terms/terms.commands.js';
export * from './terms/terms.rules.js';
export * from './users/user.events.js';
export * from './users/user.commands.js';
