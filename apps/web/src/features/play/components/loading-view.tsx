import { formatQuestionProgress, type QuestionProgress } from '../api/stream-questions';

/** While the first question is generated: the progress so far ("3 of 10 ready"). */
export function LoadingView({ progress, topic }: { progress: QuestionProgress; topic: string }) {
  const percent = progress.total > 0 ? Math.round((progress.ready / progress.total) * 100) : 0;
  return (
    <section className="play-loading" aria-labelledby="play-loading-title" aria-busy="true">
      <div className="play-loading__spinner" aria-hidden="true" />
      <h1 id="play-loading-title" className="play-loading__title">
        Generating your questions
      </h1>
      <p className="play-loading__topic">{topic}</p>
      <div
        className="play-progress"
        role="progressbar"
        aria-label="Questions ready"
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.ready}
        aria-valuetext={formatQuestionProgress(progress)}
      >
        <span className="play-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="play-loading__count" role="status">
        {formatQuestionProgress(progress)}
      </p>
    </section>
  );
}
