import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): a file whose first line is this comment has every function compiled
 * eagerly, on the thread that streams the script in, instead of on the main thread the first time each one runs.
 * Other engines read it as a comment. Decision 0075 has the measurements.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint on the first line of every JavaScript chunk of the build. It runs after Vite has written its
 * own first line (`const __vite__mapDeps=…`, the preload list of a chunk with dynamic imports), which an
 * `output.banner` or `postBanner` would come after.
 */
export function compileHints(): Plugin {
  return {
    name: 'restrung:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && !file.code.startsWith(COMPILE_HINT)) file.code = `${COMPILE_HINT}\n${file.code}`;
        }
      },
    },
  };
}
