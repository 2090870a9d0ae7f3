import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';

describe('GET /api/config', () => {
  it('says whether Google sign-in is enabled, and nothing secret', async () => {
    const plain = await buildTestApp();
    const google = await buildTestApp({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'very-secret',
      GOOGLE_ISSUER_URL: 'http://127.0.0.1:9',
    });
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/config' })).json()).toEqual({
        googleSignIn: false,
        payments: { provider: 'sandbox' },
      });
      const res = await google.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.json()).toMatchObject({ googleSignIn: true });
      expect(res.body).not.toContain('very-secret');
    } finally {
      await plain.close();
      await google.close();
    }
  });
});
