import type { GameReplayView, SoloReplayView } from '@quiz/domain';

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** The question on a player's screen, options in the order they saw them, the key and the pick marked. */
function Options({
  options,
  correct,
  picked,
}: {
  options: readonly string[];
  correct?: string | null;
  picked?: string | null;
}) {
  return (
    <ol className="replay-options">
      {options.map((text, i) => {
        const letter = LETTERS[i]!;
        const marks = [letter === correct ? 'key' : null, letter === picked ? 'picked' : null].filter(
          Boolean,
        );
        return (
          <li key={letter} className={marks.map((mark) => `replay-options__option--${mark}`).join(' ')}>
            <span className="replay-options__letter">{letter}</span> {text}
            {marks.length ? <span className="replay-options__marks"> ({marks.join(', ')})</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

export function SoloStepView({ view }: { view: SoloReplayView }) {
  const answer = view.answer;
  return (
    <div className="replay-state">
      <dl className="replay-facts">
        <div>
          <dt>Round</dt>
          <dd>
            {view.round} · {view.topic} · {view.difficulty}
            {view.subtopic ? ` · focus ${view.subtopic}` : ''}
          </dd>
        </div>
        <div>
          <dt>Score</dt>
          <dd data-testid="replay-score">
            {view.score}/{view.answered}
          </dd>
        </div>
        <div>
          <dt>Streak</dt>
          <dd data-testid="replay-streak">
            {view.streak} (best {view.bestStreak})
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{view.status === 'finished' ? 'Finished' : `${view.questionsIssued} questions issued`}</dd>
        </div>
      </dl>
      {answer ? (
        <section aria-label="This answer" className="replay-panel">
          <h3>
            Question {answer.number}:{' '}
            {answer.isCorrect ? 'right' : answer.selected ? 'wrong' : 'time ran out'} in{' '}
            {answer.timeTaken.toFixed(1)} s
          </h3>
          <p className="replay-question">{answer.question}</p>
          <Options options={answer.options} correct={answer.correct} picked={answer.selected} />
        </section>
      ) : null}
      {view.shown ? (
        <section aria-label="On the player's screen" className="replay-panel">
          <h3>On screen: question {view.shown.number}</h3>
          <p className="replay-question">{view.shown.question}</p>
          <Options options={view.shown.options} />
        </section>
      ) : null}
    </div>
  );
}

const ACTION_WORDS: Record<GameReplayView['action']['kind'], string> = {
  created: 'created the room',
  joined: 'joined',
  left: 'lost connection',
  returned: 'came back',
  kicked: 'removed a player',
  started: 'started the game',
  'question-opened': 'Question opened',
  'question-closing': 'Question closing',
  'question-closed': 'Answers revealed',
  answered: 'answered',
  ended: 'Game over',
};

export function GameStepView({ view }: { view: GameReplayView }) {
  const { action } = view;
  return (
    <div className="replay-state">
      <p className="replay-action" data-testid="replay-action">
        {action.by ? `${action.by} ` : ''}
        {ACTION_WORDS[action.kind]}
        {action.reason ? ` (${action.reason})` : ''}
      </p>
      <dl className="replay-facts">
        <div>
          <dt>Room</dt>
          <dd>
            {view.roomId} · {view.topic} · {view.difficulty}
          </dd>
        </div>
        <div>
          <dt>Host</dt>
          <dd>{view.host}</dd>
        </div>
        <div>
          <dt>Phase</dt>
          <dd>{view.phase}</dd>
        </div>
        <div>
          <dt>Players</dt>
          <dd>{view.players.length}</dd>
        </div>
      </dl>
      {view.question ? (
        <section aria-label="Question" className="replay-panel">
          <h3>
            Question {view.question.number} of {view.questionCount}
          </h3>
          <p className="replay-question">{view.question.text}</p>
          <Options options={view.question.options} correct={view.reveal?.correct} />
          {view.reveal ? <p className="replay-explanation">{view.reveal.explanation}</p> : null}
        </section>
      ) : null}
      {view.submitted.length > 0 && !view.reveal ? (
        <section aria-label="Answers so far" className="replay-panel">
          <h3>Answers so far</h3>
          <ol>
            {view.submitted.map((answer) => (
              <li key={answer.player}>
                {answer.player}: {answer.letter} after {(answer.elapsedMs / 1000).toFixed(1)} s
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {view.reveal ? (
        <section aria-label="Results" className="replay-panel">
          <h3>Results</h3>
          <ol>
            {view.reveal.results.map((result) => (
              <li key={result.player}>
                {result.player}: {result.letter} after {(result.elapsedMs / 1000).toFixed(1)} s,{' '}
                {result.correct ? `right, +${result.points}` : 'wrong'}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <section aria-label="Standings" className="replay-panel">
        <h3>Standings</h3>
        <table className="analyst-table analyst-table--compact">
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Player</th>
              <th scope="col">Score</th>
              <th scope="col">Streak</th>
            </tr>
          </thead>
          <tbody>
            {view.standings.map((standing) => (
              <tr key={standing.player}>
                <td>{standing.rank}</td>
                <td>{standing.player}</td>
                <td className="analyst-table__num">{standing.score}</td>
                <td className="analyst-table__num">{standing.streak}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
