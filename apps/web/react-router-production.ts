import type { Plugin } from 'vite';

const DEVELOPMENT_BUILD = /([\\/]react-router[\\/]dist[\\/])development([\\/])/;

/**
 * React Router 7's package exports name only its development build, in every environment
 * (remix-run/react-router#12532, #14102): without this the app ships React Router's development warnings and the
 * checks behind them (ENABLE_DEV_WARNINGS is true there). In the build, `react-router` resolves to the production
 * build beside it, which the package holds but does not export; its own modules follow by relative imports. `vite
 * dev` and the tests keep the development build and its warnings.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'restrung:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: resolved.id.replace(DEVELOPMENT_BUILD, '$1production$2') };
    },
  };
}
