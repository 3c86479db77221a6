import { Link, Outlet } from 'react-router-dom';
import { Logo } from '@/components/ui/logo';
import './layouts.css';

/** Frame of the visitor screens other than the intro. */
export function PublicLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="public-header">
        <Link to="/login" className="public-header__brand" aria-label="QuizStorm, go to sign in">
          <Logo />
        </Link>
      </header>
      <main id="main" className="page page--public">
        <Outlet />
      </main>
    </>
  );
}
