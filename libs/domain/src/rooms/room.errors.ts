import { DomainError } from '../shared/domain-error.js';

/** The room's refusals; their codes are the socket contract's error codes (libs/contracts realtime). */
export const roomErrors = {
  notFound: () => new DomainError('not_found', 'ROOM_NOT_FOUND', 'There is no room with this id.'),
  full: (max: number) => new DomainError('illegal_state', 'ROOM_FULL', `This room is full (${max} players).`),
  locked: () =>
    new DomainError('illegal_state', 'ROOM_LOCKED', 'This game has started and takes no new players.'),
  over: () => new DomainError('illegal_state', 'ROOM_LOCKED', 'This game is over.'),
  nameTaken: () => new DomainError('validation', 'NAME_TAKEN', 'Someone in this room already has that name.'),
  kicked: () => new DomainError('forbidden', 'KICKED', 'The host removed you from this game.'),
  notInRoom: () => new DomainError('forbidden', 'NOT_IN_ROOM', 'Join the room first.'),
  notHost: () => new DomainError('forbidden', 'NOT_HOST', 'Only the host can do that.'),
  noSuchPlayer: () => new DomainError('not_found', 'NOT_IN_ROOM', 'No player of this room has that name.'),
  wrongPhase: (message: string) => new DomainError('illegal_state', 'WRONG_PHASE', message),
  noPlayers: () =>
    new DomainError('illegal_state', 'NO_PLAYERS', 'Wait for someone to join before starting.'),
  questionClosed: () => new DomainError('illegal_state', 'QUESTION_CLOSED', 'This question is closed.'),
  lateForQuestion: () =>
    new DomainError(
      'illegal_state',
      'QUESTION_CLOSED',
      'You joined during this question: the next one is yours.',
    ),
  unrecognisedAnswer: () =>
    new DomainError('validation', 'UNRECOGNISED_ANSWER', 'Answer with A-D, 1-4 or the text of an option.'),
};
