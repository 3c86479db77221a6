import { useCallback, useEffect, useState } from 'react';
import { replayDelayMs, type ReplaySpeed } from '@quiz/domain';

export interface ReplayClock {
  index: number;
  playing: boolean;
  speed: ReplaySpeed;
  play(): void;
  pause(): void;
  stepBack(): void;
  stepForward(): void;
  jumpTo(index: number): void;
  setSpeed(speed: ReplaySpeed): void;
}

/**
 * Plays steps at the pace they were recorded (offsets in ms), 1×, 4× or 16× faster; stepping or jumping
 * pauses, as a video player does, so the analyst can look at the state they moved to.
 */
export function useReplayClock(offsets: readonly number[]): ReplayClock {
  const last = Math.max(0, offsets.length - 1);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(1);

  // Playback stops by itself at the last step: there is no delay after it.
  const delay = playing ? replayDelayMs(offsets, index, speed) : null;
  const isPlaying = delay !== null;

  useEffect(() => {
    if (delay === null) return;
    const timer = window.setTimeout(() => setIndex((i) => Math.min(i + 1, last)), delay);
    return () => window.clearTimeout(timer);
  }, [delay, index, last]);

  const jumpTo = useCallback(
    (to: number) => {
      setPlaying(false);
      setIndex(Math.min(Math.max(0, to), last));
    },
    [last],
  );

  return {
    index: Math.min(index, last),
    playing: isPlaying,
    speed,
    play: () => {
      // Playing from the end starts again from the beginning.
      if (index >= last) setIndex(0);
      setPlaying(true);
    },
    pause: () => setPlaying(false),
    stepBack: () => jumpTo(index - 1),
    stepForward: () => jumpTo(index + 1),
    jumpTo,
    setSpeed,
  };
}
