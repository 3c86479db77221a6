import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DEMO_QUESTIONS } from '@quiz/domain';
import { readStorage, sessionKeys, writeStorage } from '@/lib/storage';
import { emptyDemoProgress, parseDemoProgress, type DemoProgress } from '../demo/demo-progress';
import { localJudge } from '../judges';
import type { PlayedAnswer, PlayQuestion } from '../play-types';
import { QuizGame } from './quiz-game';
import './play.css';

const questions: PlayQuestion[] = DEMO_QUESTIONS.map(({ correct, explanation, ...question }) => ({
  ...question,
  sessionId: null,
  key: { correct, explanation },
}));

const save = (progress: DemoProgress) =>
  writeStorage(sessionKeys.demoProgress, JSON.stringify(progress), 'session');

/** /demo for visitors (spec §2): three built-in questions, the same game, a demo completion handler. */
export function DemoScreen() {
  const [progress, setProgress] = useState(() =>
    parseDemoProgress(readStorage(sessionKeys.demoProgress, 'session'), questions.length),
  );
  const [run, setRun] = useState(0);

  function onAnswered(answers: PlayedAnswer[]) {
    save({ version: 1, answers, finished: false });
  }
  function onFinish(answers: PlayedAnswer[]) {
    const finished: DemoProgress = { version: 1, answers, finished: true };
    save(finished);
    setProgress(finished);
  }
  function playAgain() {
    const fresh = emptyDemoProgress();
    save(fresh);
    setProgress(fresh);
    setRun((current) => current + 1);
  }

  return (
    <div className="demo">
      <div className="demo__bar">
        <span className="demo__badge">Demo Mode</span>
        <Link className="demo__login" to="/login">
          Log in
        </Link>
      </div>
      {progress.finished ? (
        <DemoEnd answers={progress.answers} onPlayAgain={playAgain} />
      ) : (
        <QuizGame
          key={run}
          questions={questions}
          progress={{ ready: questions.length, total: questions.length }}
          complete
          judge={localJudge}
          initialAnswers={progress.answers}
          onAnswered={onAnswered}
          onFinish={onFinish}
          heading={<span className="quiz__topic">Try a quick quiz</span>}
        />
      )}
    </div>
  );
}

function DemoEnd({ answers, onPlayAgain }: { answers: PlayedAnswer[]; onPlayAgain: () => void }) {
  const right = answers.filter((answer) => answer.judgement.isCorrect).length;
  return (
    <section className="demo-end" aria-labelledby="demo-end-title">
      <h1 id="demo-end-title" className="demo-end__title" tabIndex={-1} ref={(node) => node?.focus()}>
        Enjoyed the demo?
      </h1>
      <p className="demo-end__score">
        You got {right} of {answers.length} right. Sign up to play any topic you like, with saved history.
      </p>
      <div className="demo-end__actions">
        <Link className="btn btn--primary btn--lg" to="/login">
          <span className="btn__label">Log in</span>
        </Link>
        <Link className="btn btn--accent btn--lg" to="/signup">
          <span className="btn__label">Sign up</span>
        </Link>
        <button type="button" className="btn btn--secondary btn--lg" onClick={onPlayAgain}>
          <span className="btn__label">Play Again</span>
        </button>
      </div>
    </section>
  );
}
