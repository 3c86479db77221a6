import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';
import './card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  tone?: 'default' | 'primary' | 'accent';
  headingLevel?: 1 | 2 | 3;
  as?: 'section' | 'div' | 'article';
}

export function Card({
  title,
  eyebrow,
  description,
  tone = 'default',
  headingLevel = 2,
  as: Tag = 'section',
  className,
  children,
  ...rest
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <Tag
      className={cx('card', `card--${tone}`, className)}
      aria-labelledby={title && Tag !== 'div' ? titleId : undefined}
      {...rest}
    >
      {eyebrow || title || description ? (
        <header className="card__header">
          {eyebrow ? <p className="card__eyebrow">{eyebrow}</p> : null}
          {title ? (
            <Heading id={titleId} className="card__title">
              {title}
            </Heading>
          ) : null}
          {description ? <p className="card__description">{description}</p> : null}
        </header>
      ) : null}
      {children}
    </Tag>
  );
}
