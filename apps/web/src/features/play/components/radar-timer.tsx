import { cx } from '@/components/ui/cx';
import './radar-timer.css';

export interface RadarTimerProps {
  remainingMs: number;
  durationMs: number;
  /** The sweep turns only while the clock runs, and never when reduced motion is asked for. */
  sweeping: boolean;
}

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The radar-style countdown (spec §9): a ring that empties, a sweeping beam and the seconds left. */
export function RadarTimer({ remainingMs, durationMs, sweeping }: RadarTimerProps) {
  const seconds = Math.ceil(remainingMs / 1000);
  const fraction = durationMs > 0 ? remainingMs / durationMs : 0;
  const urgency = seconds <= 3 ? 'critical' : seconds <= 5 ? 'low' : 'ok';
  return (
    <div
      className={cx('radar', `radar--${urgency}`)}
      role="timer"
      aria-label={`${seconds} ${seconds === 1 ? 'second' : 'seconds'} left`}
    >
      <svg viewBox="0 0 120 120" className="radar__svg" aria-hidden="true" focusable="false">
        <circle className="radar__face" cx="60" cy="60" r={RADIUS} />
        <circle className="radar__grid" cx="60" cy="60" r="36" />
        <circle className="radar__grid" cx="60" cy="60" r="20" />
        <line className="radar__grid" x1="60" y1="8" x2="60" y2="112" />
        <line className="radar__grid" x1="8" y1="60" x2="112" y2="60" />
        <g className={cx('radar__sweep', sweeping && 'radar__sweep--on')}>
          <path
            className="radar__beam"
            d={`M60 60 L60 ${60 - RADIUS} A${RADIUS} ${RADIUS} 0 0 1 ${60 + RADIUS * Math.sin(Math.PI / 5)} ${60 - RADIUS * Math.cos(Math.PI / 5)} Z`}
          />
        </g>
        <circle
          className="radar__ring"
          cx="60"
          cy="60"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
          transform="rotate(-90 60 60)"
        />
      </svg>
      <span className="radar__seconds" aria-hidden="true">
        {seconds}
      </span>
    </div>
  );
}
