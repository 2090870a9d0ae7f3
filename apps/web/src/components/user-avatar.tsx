import { imageVariant } from '@restrung/shared/media';

interface UserAvatarProps {
  name: string;
  /** The photo's URL; without one a placeholder stands in, with text that says so. */
  src: string | null | undefined;
  /** Tailwind size classes, e.g. "h-12 w-12". */
  className?: string;
}

/** A person's round photo, or a neutral placeholder when they have none. */
export function UserAvatar({ name, src, className = 'h-12 w-12' }: UserAvatarProps) {
  if (src) {
    return (
      <img
        src={imageVariant(src, 160)}
        alt={`${name}'s photo`}
        loading="lazy"
        decoding="async"
        className={`${className} max-w-none shrink-0 rounded-full bg-base-300 object-cover`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`${name} has no photo`}
      className={`${className} flex shrink-0 items-center justify-center rounded-full bg-base-300 text-base-content/60`}
    >
      <svg viewBox="0 0 24 24" className="h-3/5 w-3/5" fill="currentColor" aria-hidden="true">
        <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />
      </svg>
    </span>
  );
}
