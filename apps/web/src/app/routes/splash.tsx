import { Logo } from '@/components/ui/logo';
import './layouts.css';

/** Shown while a stored token is being checked. */
export function SplashRoute() {
  return (
    <main className="splash" aria-busy="true">
      <div className="splash__inner">
        <Logo size="lg" className="splash__logo" />
        <p className="visually-hidden" role="status">
          Loading…
        </p>
      </div>
    </main>
  );
}
