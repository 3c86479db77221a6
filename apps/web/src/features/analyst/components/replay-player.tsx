import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PLAY_MODES, type PlayMode } from '@quiz/contracts';
import { REPLAY_SPEEDS, type GameReplayView, type SoloReplayView } from '@quiz/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiClientError } from '@/lib/api-client';
import { downloadPlayEvents, useReplay } from '../api/analyst';
import { useReplayClock } from '../hooks/use-replay-clock';
import { AnalystNav } from './analyst-nav';
import { AnalystRefused } from './analyst-refused';
import { GameStepView, SoloStepView } from './step-views';
import './analyst.css';

const clock = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
};

function Player({
  mode,
  id,
  steps,
}: {
  mode: PlayMode;
  id: string;
  steps: { type: string; offsetMs: number; view: unknown }[];
}) {
  const offsets = useMemo(() => steps.map((step) => step.offsetMs), [steps]);
  const replay = useReplayClock(offsets);
  const [exportError, setExportError] = useState('');
  const step = steps[replay.index]!;
  const last = steps.length - 1;

  return (
    <>
      <div
        className="replay-controls"
        role="group"
        aria-label="Replay controls"
        onKeyDown={(event) => {
          if (event.target instanceof HTMLInputElement) return;
          if (event.key === 'ArrowLeft') replay.stepBack();
          if (event.key === 'ArrowRight') replay.stepForward();
        }}
      >
        <Button variant="secondary" size="sm" onClick={replay.stepBack} disabled={replay.index === 0}>
          Step back
        </Button>
        {replay.playing ? (
          <Button size="sm" onClick={replay.pause}>
            Pause
          </Button>
        ) : (
          <Button size="sm" onClick={replay.play}>
            Play
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={replay.stepForward} disabled={replay.index === last}>
          Step forward
        </Button>
        <div className="replay-speeds" role="radiogroup" aria-label="Speed">
          {REPLAY_SPEEDS.map((speed) => (
            <label key={speed} className="replay-speeds__speed">
              <input
                type="radio"
                name="speed"
                checked={replay.speed === speed}
                onChange={() => replay.setSpeed(speed)}
              />
              {speed}×
            </label>
          ))}
        </div>
        <label className="replay-scrubber">
          <span className="visually-hidden">Step</span>
          <input
            type="range"
            min={0}
            max={last}
            value={replay.index}
            onChange={(event) => replay.jumpTo(Number(event.target.value))}
            aria-valuetext={`Step ${replay.index + 1} of ${steps.length}`}
          />
        </label>
        <label className="replay-jump">
          Go to step
          <input
            type="number"
            min={1}
            max={steps.length}
            value={replay.index + 1}
            onChange={(event) => {
              const to = Number(event.target.value);
              if (Number.isInteger(to) && to >= 1) replay.jumpTo(to - 1);
            }}
          />
        </label>
      </div>
      <p className="replay-position" role="status" data-testid="replay-position">
        Step {replay.index + 1} of {steps.length} · {clock(step.offsetMs)} of {clock(offsets[last] ?? 0)} ·{' '}
        {step.type}
      </p>
      {mode === 'solo' ? (
        <SoloStepView view={step.view as SoloReplayView} />
      ) : (
        <GameStepView view={step.view as GameReplayView} />
      )}
      <div className="replay-export">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => downloadPlayEvents(mode, id).catch((error: Error) => setExportError(error.message))}
        >
          Download events (NDJSON)
        </Button>
        <Alert>{exportError}</Alert>
      </div>
    </>
  );
}

/** `/analyst/replay/{solo|game}/{id}`: a play step by step, as its events decided it. */
export function ReplayPlayer() {
  const params = useParams();
  const mode = PLAY_MODES.find((m) => m === params.mode) ?? 'solo';
  const id = params.id ?? '';
  const replay = useReplay(mode, id);

  if (replay.error instanceof ApiClientError && replay.error.status === 403) return <AnalystRefused />;
  return (
    <div className="analyst">
      <header className="analyst__header">
        <p className="analyst__eyebrow">Analyst</p>
        <h1 className="analyst__title">
          Replay of {mode === 'solo' ? 'solo round' : 'game'} {id}
        </h1>
        <AnalystNav />
        <Link to="/analyst">Back to plays</Link>
      </header>
      {replay.isPending ? <p role="status">Loading the events…</p> : null}
      {replay.error ? (
        <Alert>
          {replay.error instanceof ApiClientError && replay.error.status === 404
            ? 'No solo round or game has this id.'
            : replay.error.message}
        </Alert>
      ) : null}
      {replay.data && replay.data.steps.length > 0 ? (
        <Player mode={mode} id={id} steps={replay.data.steps} />
      ) : null}
    </div>
  );
}
