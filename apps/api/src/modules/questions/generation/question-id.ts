import { nameBasedUuid } from '../../../infra/event-store/event-ids.js';

/** Content-derived: one question (text and answer, normalised) has one id, whichever source produced it. */
export const questionIdFor = (identity: string): string => nameBasedUuid(`question:${identity}`);
