import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './legal-page.css';

export interface LegalPageProps {
  title: string;
  badge?: string;
  updated: string;
  backHref: string;
  backLabel: string;
  children: ReactNode;
}

/** Shared frame of the Terms of Use and Privacy Policy pages. */
export function LegalPage({ title, badge, updated, backHref, backLabel, children }: LegalPageProps) {
  return (
    <article className="legal" aria-labelledby="legal-title">
      <Link to={backHref} className="legal__back">
        <span aria-hidden="true">←</span> {backLabel}
      </Link>
      <header className="legal__header">
        <h1 id="legal-title" className="legal__title">
          {title}
          {badge ? <span className="legal__badge">{badge}</span> : null}
        </h1>
        <p className="legal__updated">{updated}</p>
      </header>
      <div className="legal__body">{children}</div>
      <footer className="legal__footer">
        <Link to={backHref} className="legal__back">
          <span aria-hidden="true">←</span> {backLabel}
        </Link>
      </footer>
    </article>
  );
}
