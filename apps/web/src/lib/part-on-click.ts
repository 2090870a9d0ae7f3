import { useState } from 'react';
import { toast } from './toast.ts';

/**
 * A chunk asked for once while it loads or once it has loaded. A failure is forgotten, so the next ask tries again:
 * a dropped connection mends, while React.lazy keeps its first failure for the life of the page.
 */
export function chunkOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** The toast for a part that could not be loaded: the person's next step, whatever the cause. */
const partNotLoaded = (part: string) =>
  `${part} could not be loaded. Check your connection and try again, or reload the page.`;

/**
 * A part of a page that a click opens from its own chunk (the booking form, the photo viewer). Returns the chunk's
 * module once asked for and loaded, and the ask, which resolves to whether it loaded. One that cannot be loaded is
 * said in a toast and the page stays as it was, so the click can be tried again: React.lazy would throw it to the
 * route's error screen, taking away the page a person can otherwise use.
 */
export function usePartOnClick<M>(load: () => Promise<M>, part: string): [M | undefined, () => Promise<boolean>] {
  const [loaded, setLoaded] = useState<{ module: M }>();
  const ask = async () => {
    let module: M;
    try {
      module = await load();
    } catch (error) {
      console.warn(`${part} could not be loaded.`, error);
      toast.error(partNotLoaded(part));
      return false;
    }
    setLoaded((current) => (current?.module === module ? current : { module }));
    return true;
  };
  return [loaded?.module, ask];
}
