export * from './room.events.js';
export * from './room.state.js';
export * from './room.errors.js';
export * from './room.scoring.js';
export * from './room.commands.js';
export * from './room.answers.js';
export * from './room.history.js';
