import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from './logo';
import './top-bar.css';

export interface TopBarProps {
  /** Where the brand links to. */
  homeHref?: string;
  /** Right-hand content: the user's name, actions. */
  children?: ReactNode;
}

export function TopBar({ homeHref = '/', children }: TopBarProps) {
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Link to={homeHref} className="top-bar__brand" aria-label="QuizStorm home">
          <Logo />
        </Link>
        {children ? <div className="top-bar__actions">{children}</div> : null}
      </div>
    </header>
  );
}
