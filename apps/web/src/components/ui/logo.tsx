import { cx } from './cx';
import './logo.css';

/** The QuizStorm bolt mark with its wordmark. */
export function Logo({ size = 'md', className }: { size?: 'md' | 'lg'; className?: string }) {
  return (
    <span className={cx('logo', `logo--${size}`, className)}>
      <svg className="logo__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect
          x="2"
          y="2"
          width="60"
          height="60"
          rx="16"
          fill="var(--color-primary)"
          stroke="var(--color-outline)"
          strokeWidth="4"
        />
        <path
          d="M36 10 18 36h12l-4 18 20-28H34z"
          fill="var(--color-accent)"
          stroke="var(--color-outline)"
          strokeWidth="3.5"
          strokeLinejoin="round"
        />
      </svg>
      <span className="logo__word">
        Quiz<span className="logo__storm">Storm</span>
      </span>
    </span>
  );
}
