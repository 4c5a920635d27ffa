import { clsx } from 'clsx';

function initialsOf(name: string): string {
  const letters = name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

interface UserAvatarProps {
  name: string;
  url: string | null;
  /** Size and text size classes, e.g. 'size-9 text-sm'. */
  className?: string;
}

/** A person's picture, or their initials on the brand colour when they have none. */
export function UserAvatar({ name, url, className = 'size-9 text-sm' }: UserAvatarProps) {
  return url ? (
    <img
      src={url}
      alt=""
      className={clsx('shrink-0 rounded-full object-cover ring-2 ring-border', className)}
    />
  ) : (
    <span
      aria-hidden
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground ring-2 ring-gold/60',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
