import { useCallback, useEffect, useReducer, useState } from 'react';
import type { RoomServerToClientEvents } from '@quiz/contracts';
import { sendCommand } from '../api/room-commands';
import { answerToSend, canSubmitAnswer } from '../model/answer-box';
import { gameReducer, initialGameState, type GameEvent, type GameScreenState } from '../model/game-view';
import { refusalMessage } from '../multiplayer-messages';
import { useRoomConnection } from './room-connection-context';
import { forgetRoom, rememberRoom } from './room-storage';

type Listeners = { [E in keyof RoomServerToClientEvents]: RoomServerToClientEvents[E] };

/**
 * The game screen's connection to its room (spec §4, Multiplayer game): on entering, and again after every
 * reconnect, it asks to join the game, and the answer is the whole current view, so a reload resumes where the room
 * is. Live events fold into the same state (see game-view.ts).
 */
export function useGame(room: string) {
  const { socket, connections } = useRoomConnection();
  const [state, dispatch] = useReducer(gameReducer, room, initialGameState);
  const [joined, setJoined] = useState<'joining' | 'joined' | 'refused'>('joining');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  // Bumped to ask for the whole view again when the screen may have missed an event (see useResyncWatchdog).
  const [resyncs, setResyncs] = useState(0);
  const resync = useCallback(() => setResyncs((count) => count + 1), []);

  useEffect(() => {
    const on = (event: GameEvent) => dispatch(event);
    const listeners: Listeners = {
      roomCreated: () => undefined,
      startGame: () => undefined,
      roomJoined: ({ participants }) => on({ type: 'participants', participants }),
      updateParticipants: ({ participants }) => on({ type: 'participants', participants }),
      question: (question) => on({ type: 'question', question, receivedAt: Date.now() }),
      nextQuestion: (question) => on({ type: 'question', question, receivedAt: Date.now() }),
      reveal: (reveal) => on({ type: 'reveal', reveal }),
      result: (result) => on({ type: 'result', result }),
      answerCount: (count) => on({ type: 'answerCount', count }),
      gameOver: (gameOver) => {
        forgetRoom();
        on({ type: 'gameOver', gameOver });
      },
      kicked: () => {
        forgetRoom();
        on({ type: 'kicked' });
      },
    };
    const names = Object.keys(listeners) as (keyof Listeners)[];
    for (const name of names) socket.on(name, listeners[name] as never);
    return () => {
      for (const name of names) socket.off(name, listeners[name] as never);
    };
  }, [socket]);

  useEffect(() => {
    if (connections === 0) return;
    let current = true;
    const askedAt = Date.now();
    void sendCommand(socket, 'joinGame', { room }).then((result) => {
      if (!current) return;
      if (result.ok) {
        if (result.data.phase === 'over') forgetRoom();
        else rememberRoom(result.data.room);
        // The view's clock is read halfway through the round trip.
        dispatch({ type: 'view', view: result.data, receivedAt: (askedAt + Date.now()) / 2 });
        setJoined('joined');
        setError('');
        return;
      }
      if (result.error.code === 'TRY_AGAIN') return setError(refusalMessage(result.error));
      setJoined('refused');
      setError(refusalMessage(result.error));
    });
    return () => {
      current = false;
    };
  }, [socket, connections, room, resyncs]);

  const answer = useCallback(
    async (text: string) => {
      if (!canSubmitAnswer(text) || sending) return;
      setSending(true);
      setError('');
      const result = await sendCommand(socket, 'answer', { room, answer: answerToSend(text) });
      setSending(false);
      if (result.ok) return dispatch({ type: 'answerAccepted', accepted: result.data });
      setError(refusalMessage(result.error));
      // The room has moved on without this screen hearing of it: fetch where it is.
      if (result.error.code === 'QUESTION_CLOSED' || result.error.code === 'WRONG_PHASE') resync();
    },
    [socket, room, sending, resync],
  );

  const hostCommand = useCallback(
    async (command: 'next' | 'endGame' | 'startGame') => {
      setSending(true);
      setError('');
      const result = await sendCommand(socket, command, { room });
      setSending(false);
      // Next pressed just as the room moved on by itself has nothing left to do: not worth an alert.
      if (result.ok || (command === 'next' && result.error.code === 'WRONG_PHASE')) return;
      setError(refusalMessage(result.error));
    },
    [socket, room],
  );

  const kick = useCallback(
    async (participant: string) => {
      const result = await sendCommand(socket, 'kick', { room, participant });
      if (result.ok) dispatch({ type: 'participants', participants: result.data.participants });
      else setError(refusalMessage(result.error));
    },
    [socket, room],
  );

  useResyncWatchdog(state, resync);

  return { state, joined, error, sending, answer, hostCommand, kick };
}

/** How long past a deadline (or a reveal's end) the screen waits for the server's event before asking again. */
const GRACE_MS = 3_000;

/**
 * A question whose time is up but no reveal came, or a reveal whose next question is overdue, means an event was
 * missed (e.g. sent while this socket was between connections): ask for the view again, once per moment.
 */
function useResyncWatchdog(state: GameScreenState, resync: () => void) {
  const due =
    state.phase === 'question' && state.question
      ? state.question.deadline
      : state.phase === 'reveal' && state.reveal?.nextAt
        ? state.reveal.nextAt
        : null;
  useEffect(() => {
    if (due === null) return;
    const wait = due - (Date.now() + state.clockOffsetMs) + GRACE_MS;
    const timer = window.setTimeout(resync, Math.max(0, wait));
    return () => window.clearTimeout(timer);
  }, [due, state.clockOffsetMs, resync]);
}
