/**
 * A value made the first time it is asked for, then kept. For Intl formatters at a module's top level: building
 * the first one loads ICU's data (85-100 ms of a phone's main thread at Lighthouse's 4x slowdown), which a module
 * that only might format a date should not cost every page that loads it.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
