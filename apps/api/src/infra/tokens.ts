/** Injection tokens for the infrastructure every module shares. */
export const APP_CONFIG = Symbol('APP_CONFIG');
export const SQL_POOL = Symbol('SQL_POOL');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const COMMAND_PROCESSOR = Symbol('COMMAND_PROCESSOR');
export const JOB_QUEUE = Symbol('JOB_QUEUE');
export const CLOCK = Symbol('CLOCK');
export const AUTH = Symbol('AUTH');
export const SESSION_VERIFIER = Symbol('SESSION_VERIFIER');
export const PROJECTION_RUNNER = Symbol('PROJECTION_RUNNER');
export const MAILER = Symbol('MAILER');
/** This node's Prometheus registry and instruments (AppMetrics); code reports through its small ports. */
export const METRICS = Symbol('METRICS');

/** Time enters the api through here, so tests can fix it and deciders never read a clock. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
