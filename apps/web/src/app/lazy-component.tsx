import { useEffect, useState, type ComponentType } from 'react';
import { useContentShown } from '../lib/content-first.ts';

/**
 * A component from its own chunk, drawn without Suspense: before the chunk arrives it renders nothing, then itself,
 * in the same pass as what is around it (React.lazy would suspend once per boundary even with its module already
 * here, a blank frame and a second render of everything inside the boundary). Drawing it starts the download if
 * `prefetch` has not. A chunk that fails to load is thrown where the component is drawn, so the route's error screen
 * says so (and its link home reloads the page) instead of the component silently staying away. `afterContent`: not
 * loaded before the page's main content has been shown (lib/content-first.ts).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { afterContent = false }: { afterContent?: boolean } = {},
) {
  let Loaded: ComponentType<P> | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const prefetch = () => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        failure = { error };
      },
    );
    return loading;
  };
  function Lazy(props: P) {
    const [, setSettled] = useState(false);
    const drawn = Loaded !== undefined;
    const contentShown = useContentShown();
    const mayLoad = !afterContent || contentShown;
    // In the render, not only in the effect below: effects run after the next frame on Preact, a late start for a
    // chunk the page is waiting for.
    if (!drawn && mayLoad) void prefetch();
    // Keyed on what this render drew, not on whether the chunk is here when the effect runs: it may have arrived
    // in between (effects run after the paint), and nothing else would draw the component then.
    useEffect(() => {
      if (!drawn && mayLoad) void prefetch().then(() => setSettled(true));
    }, [drawn, mayLoad]);
    if (failure) throw failure.error;
    return Loaded ? <Loaded {...props} /> : null;
  }
  return { Component: Lazy, prefetch, started: () => loading };
}
