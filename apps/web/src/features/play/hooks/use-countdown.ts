import { useEffect, useRef, useState } from 'react';

/** How often the remaining time is read: smooth enough for the ring, cheap enough for a phone. */
const TICK_MS = 100;

/**
 * Counts `durationMs` down from when `running` turns true for this `runKey`, calling `onExpire` once at zero.
 * Time is read from the clock on every tick rather than counted in ticks, so a throttled tab stays right.
 * A run that has not ticked yet (or a new key) reads the whole duration.
 */
export function useCountdown(
  durationMs: number,
  running: boolean,
  runKey: string,
  onExpire: () => void,
): number {
  const [reading, setReading] = useState({ runKey: '', remainingMs: durationMs });
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    if (!running) return;
    const endsAt = Date.now() + durationMs;
    const timer = window.setInterval(() => {
      const remainingMs = Math.max(0, endsAt - Date.now());
      setReading({ runKey, remainingMs });
      if (remainingMs === 0) {
        window.clearInterval(timer);
        expire.current();
      }
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [durationMs, running, runKey]);

  return reading.runKey === runKey ? reading.remainingMs : durationMs;
}
