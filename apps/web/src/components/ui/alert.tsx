import { useEffect, useId, type ReactNode } from 'react';
import { cx } from './cx';
import { useLatestAlertScope } from './latest-alert';
import './alert.css';

export type AlertTone = 'error' | 'success' | 'info';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  id?: string;
}

/**
 * An always-present live region: assistive technology announces whatever text appears in it.
 * It renders no box while empty, so forms can keep it mounted and just set the message.
 */
export function Alert({ tone = 'error', title, children, className, id }: AlertProps) {
  const hasContent = Boolean(title) || Boolean(children);
  const scope = useLatestAlertScope();
  const alertId = useId();
  // A new message (text, or any content appearing) makes this the alert a LatestAlertOnly scope shows.
  const message = hasContent ? `${textOf(title)}\u0000${textOf(children)}` : '';
  const claim = scope?.claim;
  useEffect(() => {
    if (message && claim) claim(alertId);
  }, [message, claim, alertId]);
  const shown = hasContent && (!scope || scope.latest === alertId);
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
      className={cx('alert-region', className)}
    >
      {shown ? (
        <div className={cx('alert', `alert--${tone}`)}>
          <span className="alert__icon" aria-hidden="true" />
          <div className="alert__body">
            {title ? <p className="alert__title">{title}</p> : null}
            {children ? <div className="alert__text">{children}</div> : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  return node ? '*' : '';
}
