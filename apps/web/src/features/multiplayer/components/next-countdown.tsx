import { useEffect, useState } from 'react';
import { secondsShown } from '../model/countdown';

/** "Next question in 4 s" until the server opens it (or "Results next" after the last question). */
export function NextCountdown({ nextAt, clockOffsetMs }: { nextAt: number | null; clockOffsetMs: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (nextAt === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [nextAt]);
  if (nextAt === null) return <span>Final results next.</span>;
  const seconds = secondsShown(nextAt - (now + clockOffsetMs));
  return <span>{seconds > 0 ? `Next question in ${seconds} s.` : 'Next question…'}</span>;
}
