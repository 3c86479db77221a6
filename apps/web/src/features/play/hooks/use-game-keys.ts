import { useEffect, useRef } from 'react';
import type { AnswerLetter } from '@quiz/domain';

const KEY_TO_LETTER: Record<string, AnswerLetter> = {
  a: 'A',
  b: 'B',
  c: 'C',
  d: 'D',
  '1': 'A',
  '2': 'B',
  '3': 'C',
  '4': 'D',
};

/**
 * The game by keyboard: A-D or 1-4 answer, Enter moves on. Enter on a focused button or link is left to it,
 * so one press never acts twice; typing in a field is never taken as an answer.
 */
export function useGameKeys(handlers: {
  onAnswer: (letter: AnswerLetter) => void;
  onNext: () => void;
}): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      const tag = target?.tagName;
      if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target?.isContentEditable) return;
      if (event.key === 'Enter') {
        if (tag === 'BUTTON' || tag === 'A') return;
        event.preventDefault();
        latest.current.onNext();
        return;
      }
      const letter = KEY_TO_LETTER[event.key.toLowerCase()];
      if (letter) {
        event.preventDefault();
        latest.current.onAnswer(letter);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
