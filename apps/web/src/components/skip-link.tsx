import type { MouseEvent } from 'react';

/**
 * The first Tab stop: hidden until focused, then shown over the header. Focus moves to the main region itself
 * (a hash link alone would scroll but leave focus behind in the header for the next Tab).
 */
export function SkipLink({ target }: { target: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(target);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a
      href={`#${target}`}
      onClick={onClick}
      className="btn btn-primary btn-sm sr-only focus-visible:not-sr-only focus-visible:fixed focus-visible:top-2 focus-visible:left-2 focus-visible:z-[60]"
    >
      Skip to content
    </a>
  );
}
