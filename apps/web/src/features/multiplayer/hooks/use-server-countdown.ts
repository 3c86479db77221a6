import { useEffect, useState } from 'react';
import type { MultiplayerQuestion } from '@quiz/contracts';
import { remainingMs } from '../model/countdown';

const TICK_MS = 100;

/** Milliseconds left on the open question, read from the server's deadline on every tick (never counted down). */
export function useServerCountdown(question: MultiplayerQuestion | null, offsetMs: number, running: boolean) {
  const durationMs = (question?.secondsPerQuestion ?? 0) * 1000;
  const read = () => (question ? remainingMs(question.deadline, Date.now(), offsetMs, durationMs) : 0);
  const [left, setLeft] = useState(read);

  useEffect(() => {
    if (!question) return;
    const tick = () => setLeft(remainingMs(question.deadline, Date.now(), offsetMs, durationMs));
    tick();
    if (!running) return;
    const timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
  }, [question, offsetMs, durationMs, running]);

  return { remainingMs: question ? left : 0, durationMs };
}
