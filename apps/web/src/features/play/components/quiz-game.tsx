import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  ANSWER_LETTERS,
  initialGameScore,
  QUESTION_TIMER_SECONDS,
  scoreGameAnswers,
  type AnswerLetter,
  type GameScore,
} from '@quiz/domain';
import { Button } from '@/components/ui/button';
import { playSound } from '@/features/audio/sound-effects';
import { ScoreBar } from '@/features/game/components/score-bar';
import { toGameAnswer } from '../game-answer';
import { formatQuestionProgress, type QuestionProgress } from '../api/stream-questions';
import { useCountdown } from '../hooks/use-countdown';
import { useGameKeys } from '../hooks/use-game-keys';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import type {
  GivenAnswer,
  Judge,
  JudgementState,
  PendingAnswer,
  PlayedAnswer,
  PlayQuestion,
} from '../play-types';
import { AnswerOptions, optionText } from './answer-options';
import { RadarTimer } from './radar-timer';
import { resultAnnouncement, timerAnnouncement } from './announcements';
import './quiz.css';

const TIMER_MS = QUESTION_TIMER_SECONDS * 1000;
/** Spec §4: Next fades the question out (about 0.4 s) and the next one in (about 0.3 s). */
const FADE_OUT_MS = 400;
const FADE_IN_MS = 300;

export interface QuizGameProps {
  questions: PlayQuestion[];
  /** Questions expected in the round, while they are still arriving. */
  progress: QuestionProgress;
  /** No more questions will arrive. */
  complete: boolean;
  judge: Judge;
  onFinish: (answers: PlayedAnswer[]) => void;
  /** Answers already played (the demo resumes after a reload). */
  initialAnswers?: PlayedAnswer[];
  /** The next question's answer, given before a reload and still on its way: shown given, followed to its verdict. */
  initialPending?: PendingAnswer;
  onAnswered?: (answers: PlayedAnswer[]) => void;
  /** What is left of the timer on the first question shown (a resumed round, issue 13 item 5). */
  initialRemainingMs?: number;
  /** Each question as it comes on screen, with when it was first shown (epoch ms), so a reload can resume it. */
  onShown?: (question: PlayQuestion, shownAt: number) => void;
  notice?: string | null;
  heading: ReactNode;
  /** Where the game's score stands as this round starts (ADR 0179); zero when omitted. */
  startScore?: GameScore;
}

/** The question on screen (its index in the round) and the player's answer to it, as far as it has gone. */
interface Turn {
  index: number;
  given: GivenAnswer | null;
  judgement: JudgementState | null;
}

/** The single-player game (spec §4 "Quiz"), shared by /play and /demo. */
export function QuizGame(props: QuizGameProps) {
  const { questions, progress, complete, judge, onFinish, onAnswered, onShown, notice, heading } = props;
  const reducedMotion = useReducedMotion();
  const [answers, setAnswers] = useState<PlayedAnswer[]>(() => props.initialAnswers ?? []);
  // The question on screen and what became of it are one state: the next question, its options, its number and
  // a cleared verdict come in one update, and a late report about one question never lands on the next.
  const [turn, setTurn] = useState<Turn>(() => {
    const first = props.initialAnswers?.length ?? 0;
    const pending = props.initialPending;
    return {
      index: first,
      given: pending && questions[first]?.id === pending.questionId ? pending.given : null,
      judgement: null,
    };
  });
  const { index, given, judgement } = turn;
  const [fade, setFade] = useState<'in' | 'out' | null>(null);
  const [finishing, setFinishing] = useState(false);
  const shownAt = useRef(0);
  const [firstIndex] = useState(index);
  const finished = useRef(false);
  const stopReports = useRef<() => void>(() => {});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  const question = questions[index];
  const isLast = complete && index >= questions.length - 1;
  const judged = judgement?.status === 'judged' || judgement?.status === 'refused';
  const running = Boolean(question) && given === null && fade !== 'out';

  const finish = useCallback(
    (played: PlayedAnswer[]) => {
      if (finished.current) return;
      finished.current = true;
      onFinish(played);
    },
    [onFinish],
  );

  const scored = answers.map(toGameAnswer);
  const start = props.startScore ?? initialGameScore();
  const score = scoreGameAnswers(start, scored);
  const gained =
    judged && answers.length === index + 1
      ? score.score - scoreGameAnswers(start, scored.slice(0, -1)).score
      : null;

  /** Follows the answer given to question `asked` to its verdict; a judged one joins the answers played. */
  const track = useCallback(
    (
      asked: number,
      target: PlayQuestion,
      reply: GivenAnswer,
      follow: (report: (state: JudgementState) => void) => () => void,
    ) => {
      let settled = false;
      stopReports.current = follow((state) => {
        if (settled) return;
        setTurn((current) => (current.index === asked ? { ...current, judgement: state } : current));
        if (state.status === 'refused') settled = true;
        if (state.status !== 'judged') return;
        settled = true;
        playSound(state.judgement.isCorrect ? 'correct' : 'incorrect');
        setAnswers((current) => {
          const played = [
            ...current,
            { ...reply, question: target, judgement: state.judgement, playedAt: new Date().toISOString() },
          ];
          onAnswered?.(played);
          return played;
        });
      });
    },
    [onAnswered],
  );

  const answer = useCallback(
    (selectedAnswer: AnswerLetter | null) => {
      if (!question || given !== null || fade === 'out') return;
      const timeTaken = Math.min((Date.now() - shownAt.current) / 1000, QUESTION_TIMER_SECONDS);
      const reply: GivenAnswer = {
        selectedAnswer,
        timeTaken: selectedAnswer === null ? QUESTION_TIMER_SECONDS : timeTaken,
      };
      const asked = index;
      setTurn((current) => (current.index === asked ? { ...current, given: reply } : current));
      track(asked, question, reply, (report) => judge(question, reply, report));
    },
    [question, index, given, fade, judge, track],
  );

  // A resumed round whose next answer was given before the reload: follow it to its verdict.
  const [pendingAtStart] = useState(() =>
    props.initialPending && question?.id === props.initialPending.questionId ? props.initialPending : null,
  );
  useEffect(() => {
    if (!pendingAtStart || !question) return;
    track(index, question, pendingAtStart.given, pendingAtStart.follow);
    return () => stopReports.current();
  }, [pendingAtStart]); // eslint-disable-line react-hooks/exhaustive-deps

  // A resumed question keeps the time it had left; every later one gets the whole timer.
  const questionMs =
    index === firstIndex && props.initialRemainingMs !== undefined
      ? Math.min(TIMER_MS, Math.max(0, props.initialRemainingMs))
      : TIMER_MS;
  const remainingMs = useCountdown(questionMs, running, `${index}:${question?.id ?? ''}`, () => answer(null));

  // Each new question: the clock starts now and focus goes to it, so a screen reader reads it out.
  useEffect(() => {
    if (!question) return;
    shownAt.current = Date.now() - (TIMER_MS - questionMs);
    onShown?.(question, shownAt.current);
    headingRef.current?.focus();
  }, [question?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => () => stopReports.current(), []);

  useEffect(() => {
    if (judged) nextRef.current?.focus();
  }, [judged]);

  // The tick of the last three seconds.
  const secondsLeft = Math.ceil(remainingMs / 1000);
  useEffect(() => {
    if (running && secondsLeft > 0 && secondsLeft <= 3) playSound('tick');
  }, [running, secondsLeft]);

  // The player got ahead of a stream that then ended: what was played is the round.
  useEffect(() => {
    if (!question && complete && index >= questions.length && index > 0) finish(answers);
  }, [question, complete, index, questions.length, answers, finish]);

  const next = useCallback(() => {
    if (!judged || fade === 'out' || finishing) return;
    if (isLast) {
      setFinishing(true);
      finish(answers);
      return;
    }
    const advance = () => {
      stopReports.current();
      setTurn((current) => ({ index: current.index + 1, given: null, judgement: null }));
      if (reducedMotion) return setFade(null);
      setFade('in');
      window.setTimeout(() => setFade(null), FADE_IN_MS);
    };
    if (reducedMotion) return advance();
    setFade('out');
    window.setTimeout(advance, FADE_OUT_MS);
  }, [judged, fade, finishing, isLast, answers, finish, reducedMotion]);

  useGameKeys({
    onAnswer: (letter) => {
      if (!running) return;
      // A click on an option sounds through the app-wide button listener; a key press has no click.
      playSound('click');
      answer(letter);
    },
    onNext: next,
  });

  const announcement = question ? resultAnnouncement(question, given, judgement) : '';
  return (
    <section className="quiz" aria-labelledby="quiz-question">
      <header className="quiz__header">
        <h1 className="quiz__heading">{heading}</h1>
        <p className="quiz__count" data-question-id={question?.id}>
          Question {Math.min(index + 1, Math.max(progress.total, questions.length))} of{' '}
          {complete ? questions.length : progress.total}
          {!complete ? <span className="quiz__ready"> · {formatQuestionProgress(progress)}</span> : null}
        </p>
        <ScoreBar score={score} gained={gained} />
      </header>
      {notice ? (
        <p className="quiz__notice" role="status">
          {notice}
        </p>
      ) : null}

      {question ? (
        // One subtree per question: nothing of the last one's card survives into the next one's.
        <div
          key={`${index}:${question.id}`}
          className={`quiz__card${fade ? ` quiz__card--fade-${fade}` : ''}`}
          data-question-id={question.id}
        >
          {question.repeat ? <p className="quiz__repeat">Asked before</p> : null}
          <div className="quiz__top">
            <h2
              id="quiz-question"
              className="quiz__question"
              tabIndex={-1}
              ref={headingRef}
              data-question-id={question.id}
            >
              {question.question}
            </h2>
            <RadarTimer
              remainingMs={remainingMs}
              durationMs={TIMER_MS}
              sweeping={running && !reducedMotion}
            />
          </div>
          <p className="visually-hidden" aria-live="polite" aria-atomic="true">
            {running ? timerAnnouncement(secondsLeft) : ''}
          </p>
          <AnswerOptions
            question={question}
            selected={given?.selectedAnswer ?? null}
            answered={given !== null}
            correct={judgement?.status === 'judged' ? judgement.judgement.correct : null}
            onPick={answer}
          />
          <div className="quiz__result" aria-live="polite" aria-atomic="true">
            <ResultPanel question={question} given={given} judgement={judgement} text={announcement} />
          </div>
          <div className="quiz__actions">
            <p className="quiz__hint">
              Keys: {ANSWER_LETTERS.join(' ')} or 1–4 to answer, Enter for {isLast ? 'Finish' : 'Next'}.
            </p>
            <Button
              ref={nextRef}
              size="lg"
              disabled={!judged || fade === 'out'}
              loading={finishing}
              onClick={next}
            >
              {isLast ? 'Finish' : 'Next'}
            </Button>
          </div>
        </div>
      ) : (
        <p className="quiz__waiting" role="status">
          <span className="play-loading__spinner play-loading__spinner--small" aria-hidden="true" />
          Next question is on its way…
        </p>
      )}
    </section>
  );
}

function ResultPanel({
  question,
  given,
  judgement,
  text,
}: {
  question: PlayQuestion;
  given: GivenAnswer | null;
  judgement: JudgementState | null;
  text: string;
}) {
  if (!given || !judgement) return null;
  if (judgement.status !== 'judged') {
    const tone =
      judgement.status === 'refused' || (judgement.status === 'retrying' && judgement.reason !== 'server')
        ? 'warn'
        : 'wait';
    return (
      <div className={`quiz__pending quiz__pending--${tone}`}>
        {tone === 'wait' ? (
          <span className="play-loading__spinner play-loading__spinner--small" aria-hidden="true" />
        ) : null}
        <p>{text}</p>
      </div>
    );
  }
  const { isCorrect, correct, explanation } = judgement.judgement;
  return (
    <div className={`quiz__verdict quiz__verdict--${isCorrect ? 'correct' : 'incorrect'}`}>
      <p className="quiz__verdict-title">
        <span className="quiz__verdict-icon" aria-hidden="true">
          {isCorrect ? '✓' : '✗'}
        </span>
        {isCorrect ? 'Correct!' : given.selectedAnswer === null ? "Time's up!" : 'Incorrect.'}
        {!isCorrect ? (
          <span className="quiz__verdict-answer">
            {' '}
            The answer is {correct}: {optionText(question, correct)}
          </span>
        ) : null}
      </p>
      <p className="quiz__explanation">{explanation}</p>
    </div>
  );
}
