import type { ZodNumber, ZodObject, ZodString } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleInProject } from './bundle-in-project.ts';
import { JSON_SCHEMA_LEFT_OUT, zodWithoutJsonSchema } from './zod-without-json-schema.ts';

/** Schemas as the app makes them: members of `z`, which the bundler keeps one by one. */
const ENTRY = `import { z } from 'zod';
export const listing = z.object({ name: z.string().min(2, 'Too short'), price: z.coerce.number().positive() });
export const name = z.string().min(2).max(40);
export const email = z.string().email();
export const year = z.number().int().max(2026);
`;

interface Schemas {
  listing: ZodObject;
  name: ZodString;
  email: ZodString;
  year: ZodNumber;
}

/** The entry above bundled with this plugin, as the web build does: each module's bytes, and the bundle loaded. */
let bundled: { rendered: Record<string, number>; schemas: Schemas };

beforeAll(async () => {
  const { code, rendered } = await bundleInProject(ENTRY, [zodWithoutJsonSchema()]);
  // zod is in the bundle: it imports nothing, and loads from its text.
  const schemas = await import(`data:text/javascript,${encodeURIComponent(code)}`);
  bundled = { rendered, schemas };
}, 60_000);

describe('zod in the web build, without its JSON Schema writer (apps/web/zod-without-json-schema.ts)', () => {
  it('leaves the JSON Schema writer out of the bundle', () => {
    // zod's own modules, not the stand-ins of the same name (their ids start with \0).
    const bytesOf = (file: string) =>
      Object.entries(bundled.rendered)
        .filter(([id]) => id.endsWith(file) && !id.startsWith('\0'))
        .reduce((sum, [, bytes]) => sum + bytes, 0);
    expect(bytesOf('/zod/v4/classic/schemas.js')).toBeGreaterThan(0);
    expect(bytesOf('/zod/v4/core/to-json-schema.js')).toBe(0);
  });

  it('still parses, with the same issues and messages', () => {
    const { listing } = bundled.schemas;
    expect(listing.parse({ name: 'Strat', price: '450' })).toEqual({ name: 'Strat', price: 450 });
    const result = listing.safeParse({ name: 'S', price: '-1' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Too short'],
      ['price', 'Too small: expected number to be >0'],
    ]);
  });

  it('still reads a schema’s limits, and validates through ~standard as form libraries do', async () => {
    const { name, email, year } = bundled.schemas;
    expect([name.minLength, name.maxLength, email.format, year.maxValue]).toEqual([2, 40, 'email', 2026]);
    expect(await name['~standard'].validate('Les Paul')).toEqual({ value: 'Les Paul' });
  });

  it('throws, naming why, where a schema would be written as JSON Schema', () => {
    const { name, listing } = bundled.schemas;
    expect(() => name.toJSONSchema()).toThrow(JSON_SCHEMA_LEFT_OUT);
    expect(() => listing['~standard'].jsonSchema.input({ target: 'draft-2020-12' })).toThrow(JSON_SCHEMA_LEFT_OUT);
  });
});
