import { NavLink } from 'react-router-dom';

/** The analysts' two places: every play, and the question reports. */
export function AnalystNav() {
  return (
    <nav className="analyst-nav" aria-label="Analyst">
      <NavLink end to="/analyst" className="analyst-nav__link">
        Plays
      </NavLink>
      <NavLink to="/analyst/reports" className="analyst-nav__link">
        Question reports
      </NavLink>
    </nav>
  );
}
