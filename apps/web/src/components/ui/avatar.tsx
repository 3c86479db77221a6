import { useState } from 'react';
import { cx } from './cx';
import './avatar.css';

export interface AvatarProps {
  /** Whose avatar: its first letter stands in when there is no image or it fails to load. */
  name: string;
  src?: string | null;
  size?: 'sm' | 'lg';
  className?: string;
}

/** Decorative: the name always appears in text beside it, so the image carries no alt text of its own. */
export function Avatar({ name, src, size = 'sm', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span className={cx('avatar', `avatar--${size}`, className)} aria-hidden="true">
      {showImage ? (
        <img
          className="avatar__image"
          src={src ?? undefined}
          alt=""
          referrerPolicy="no-referrer"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        name.charAt(0).toUpperCase()
      )}
    </span>
  );
}
