import { useEffect, useRef } from 'react';
import type { MultiplayerQuestion } from '@quiz/contracts';
import { RadarTimer } from '@/features/play/components/radar-timer';
import { timerAnnouncement } from '../model/announcements';
import { secondsShown } from '../model/countdown';

export interface QuestionHeaderProps {
  question: MultiplayerQuestion;
  remainingMs: number;
  durationMs: number;
  /** The clock runs only while the question is open. */
  open: boolean;
  reducedMotion: boolean;
}

/**
 * "Question n of N", the question's text and the countdown to the server's deadline. Focus moves to each new
 * question so a screen reader reads it out; the time left is announced at a few moments, not every second.
 */
export function QuestionHeader({
  question,
  remainingMs,
  durationMs,
  open,
  reducedMotion,
}: QuestionHeaderProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [question.number]);
  const seconds = secondsShown(remainingMs);
  return (
    <>
      <p className="mp-question__count">
        Question {question.number} of {question.total}
      </p>
      <div className="quiz__top">
        <h2 id="mp-question" className="quiz__question mp-question__text" tabIndex={-1} ref={headingRef}>
          {question.text}
        </h2>
        <RadarTimer
          remainingMs={open ? remainingMs : 0}
          durationMs={durationMs}
          sweeping={open && !reducedMotion}
        />
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {open ? timerAnnouncement(seconds, question.secondsPerQuestion) : ''}
      </p>
    </>
  );
}
