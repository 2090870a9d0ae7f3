import { describe, expect, it } from 'vitest';
import { myOrdersQuerySchema } from './booking-input.ts';
import { myProductsQuerySchema } from './product-input.ts';
import { CONTROL_CHARACTER_MESSAGE, lowercaseEmail } from './text.ts';
import { emailQuerySchema, jwtRequestSchema, profileSyncSchema } from './user-input.ts';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('an email address the API compares', () => {
  it('is lower-cased, and refused with the control-character or the invalid-address message', () => {
    expect(lowercaseEmail().parse('Bea.Seller@Example.TEST')).toBe('bea.seller@example.test');
    expect(messages(lowercaseEmail().safeParse('bea@example.test\u0000'))).toEqual([`: ${CONTROL_CHARACTER_MESSAGE}`]);
    expect(messages(lowercaseEmail().safeParse('bea@'))).toEqual([': Please enter a valid email address.']);
  });

  it('is the same in every ?email= query and account body', () => {
    const schemas = { emailQuerySchema, myProductsQuerySchema, myOrdersQuerySchema, jwtRequestSchema };
    for (const [name, schema] of Object.entries(schemas)) {
      expect(schema.parse({ email: 'Bea@Example.test' }).email, name).toBe('bea@example.test');
      expect(messages(schema.safeParse({ email: 'not-an-address' })), name).toEqual([
        'email: Please enter a valid email address.',
      ]);
    }
    expect(profileSyncSchema.parse({ name: 'Bea', email: 'BEA@example.test' }).email).toBe('bea@example.test');
  });

  it('keeps the listing and order lists’ paging, refusing a bad cursor for its own reason', () => {
    for (const schema of [myProductsQuerySchema, myOrdersQuerySchema]) {
      expect(schema.parse({ email: 'bea@example.test', page: '2', limit: '12' })).toMatchObject({ page: 2, limit: 12 });
      expect(messages(schema.safeParse({ email: 'bea@example.test', after: 'x' }))).toEqual([
        'after: after must be the _id of the last item of the previous page.',
      ]);
    }
  });
});
