import { useEffect, useRef } from 'react';
import confetti from 'canvas-confetti';

/**
 * Confetti over the end-of-game summary. canvas-confetti draws nothing for players who ask for reduced motion
 * (`disableForReducedMotion`); it draws on the main thread because the CSP allows no blob: workers.
 */
export function Celebration() {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const fire = confetti.create(canvas.current, {
      resize: true,
      useWorker: false,
      disableForReducedMotion: true,
    });
    void fire({ particleCount: 120, spread: 80, origin: { y: 0.6 } });
    return () => fire.reset();
  }, []);
  return <canvas ref={canvas} className="celebration" aria-hidden="true" data-testid="celebration" />;
}
