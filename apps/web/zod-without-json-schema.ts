import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** Thrown by everything the web build leaves out of zod: writing a schema as JSON Schema. */
export const JSON_SCHEMA_LEFT_OUT =
  "zod's JSON Schema output is not in the web build (apps/web/zod-without-json-schema.ts)";

/** What classic zod's schemas import only to write JSON Schema, as that module names them. */
const JSON_SCHEMA_MODULES = ['../core/json-schema-processors.js', '../core/to-json-schema.js'];
const CLASSIC_SCHEMAS = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
const STUB = '\0restrung:zod-without-json-schema:';

/**
 * Kept: the string, number and bigint schemas' `minLength`, `maxLength`, `format`, ... read their limits through it.
 * The rest of its module then goes with the bundler's tree-shaking.
 */
const KEPT = 'aggregateChecks';

/**
 * Leaves zod's JSON Schema writer out of the web build: 33 kB of the 92 kB zod chunk (4.9 kB of its 26.2 gzip), which
 * every page with a schema downloads before it can draw, the product and category pages included. Classic zod's
 * schemas reach it through their `toJSONSchema()` method and `~standard.jsonSchema`, which the app never calls
 * (the server, which could, builds without this). In the build, those two imports of `zod/v4/classic/schemas.js`
 * get a module with the same exports, each throwing JSON_SCHEMA_LEFT_OUT when called; the export names come from
 * the real module, so a zod upgrade that adds one cannot leave it undefined.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'restrung:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !CLASSIC_SCHEMAS.test(importer) || !JSON_SCHEMA_MODULES.includes(source)) return null;
      return STUB + path.resolve(path.dirname(importer), source);
    },
    async load(id) {
      if (!id.startsWith(STUB)) return null;
      const real = id.slice(STUB.length);
      const names = Object.keys(await import(pathToFileURL(real).href));
      const lines = names.map((name) => {
        if (name === KEPT) return `export { ${KEPT} } from ${JSON.stringify(real)};`;
        // Called when a schema's `~standard` is read (@hookform/resolvers reads it): must hand back a function.
        if (/^create\w*Method$/.test(name)) return `export const ${name} = () => leftOut;`;
        return `export const ${name} = leftOut;`;
      });
      return [`const leftOut = () => { throw new Error(${JSON.stringify(JSON_SCHEMA_LEFT_OUT)}); };`, ...lines].join(
        '\n',
      );
    },
  };
}
