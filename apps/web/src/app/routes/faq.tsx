import { Link } from 'react-router-dom';
import { useSession } from '@/features/auth/hooks/use-session';
import { FaqAccordion } from '@/features/faq/components/faq-accordion';
import './faq.css';

/** `/faq` in both route sets. */
export function FaqRoute() {
  const { access } = useSession();
  const back =
    access.status === 'signedOut'
      ? { to: '/login', label: 'Back to login' }
      : { to: '/generate', label: 'Back to Game' };
  return (
    <article className="faq-page" aria-labelledby="faq-title">
      <Link to={back.to} className="faq-page__back">
        <span aria-hidden="true">←</span> {back.label}
      </Link>
      <h1 id="faq-title" className="faq-page__title">
        Frequently Asked Questions
      </h1>
      <FaqAccordion />
    </article>
  );
}
