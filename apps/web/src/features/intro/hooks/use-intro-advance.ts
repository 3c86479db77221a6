import { useCallback, useEffect, useRef } from 'react';

/** Spec §2/§9: the intro plays for 2800 ms (800 ms with reduced motion) plus a 1000 ms safety delay. */
export const INTRO_MS = 2800;
export const INTRO_REDUCED_MS = 800;
export const INTRO_SAFETY_MS = 1000;

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Calls `onAdvance` exactly once: on Enter or Space anywhere, on the returned `advance`
 * (click, Skip), or automatically when the intro has had its time.
 */
export function useIntroAdvance(onAdvance: () => void): () => void {
  const done = useRef(false);
  const callback = useRef(onAdvance);

  useEffect(() => {
    callback.current = onAdvance;
  });

  const advance = useCallback(() => {
    if (done.current) return;
    done.current = true;
    callback.current();
  }, []);

  useEffect(() => {
    const delay = (prefersReducedMotion() ? INTRO_REDUCED_MS : INTRO_MS) + INTRO_SAFETY_MS;
    const timer = window.setTimeout(advance, delay);
    const onKeyDown = (event: KeyboardEvent) => {
      // A link on the intro (the demo) follows its own Enter.
      if (event.target instanceof Element && event.target.closest('a')) return;
      if (event.key === 'Enter' || event.key === ' ' || event.code === 'Space') {
        event.preventDefault();
        advance();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [advance]);

  return advance;
}
