import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEALTH_PING_MAX_AGE_MS } from './service.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: { reachable: true, driver: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite' },
    });
  });

  afterEach(() => vi.useRealTimers());

  /** Moves the clock past the window in which /api/health reuses its last ping. */
  let windowsPassed = 0;
  const afterPingWindow = () => {
    windowsPassed += 1;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + windowsPassed * (HEALTH_PING_MAX_AGE_MS + 1));
  };

  it('answers 503 when the database is gone', async () => {
    const original = t.database.ping;
    t.database.ping = async () => false;
    afterPingWindow();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', database: { reachable: false } });
    } finally {
      t.database.ping = original;
    }
    // Each answer's bytes are kept: the next window's answer is the reachable one again, with its own status.
    vi.useRealTimers();
    afterPingWindow();
    const back = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: 'ok', database: { reachable: true } });
  });

  it('pings the database once per window, however often it is called', async () => {
    afterPingWindow();
    const original = t.database.ping;
    let pings = 0;
    t.database.ping = async () => {
      pings += 1;
      return true;
    };
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: '/api/health' })),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
      expect(pings).toBe(1);
    } finally {
      t.database.ping = original;
    }
  });
});

describe('API conventions', () => {
  it('answers unknown API paths with the one JSON error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No route for GET /api/nothing-here.' });
  });

  // OWASP's REST Security Cheat Sheet: what protects an answer that is not a page (decision 0074).
  const API_HEADERS = {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  // Helmet 8's headers as @fastify/helmet sent them, now computed once per process (plugins/security-headers.ts).
  const PAGE_HEADERS = {
    'content-security-policy':
      "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
      "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
      "style-src 'self' 'unsafe-inline';connect-src 'self';frame-src 'self'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  /** The security headers among an answer's headers: those of either set. */
  const securityHeaders = (headers: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => name in PAGE_HEADERS || name in API_HEADERS));

  it('sends the API answers, found or not, the headers that protect an answer that is not a page, and only those', async () => {
    for (const url of ['/api/health', '/api/health?full', '/api/nothing-here', '/api/category']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(securityHeaders(res.headers), url).toEqual(API_HEADERS);
    }
    const posted = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: {} });
    expect(securityHeaders(posted.headers)).toEqual(API_HEADERS);
  });

  it('sends the pages and their files the whole set, as before', async () => {
    for (const url of ['/robots.txt', '/api-docs', '/apiary', '/media/nothing.webp']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(securityHeaders(res.headers), url).toEqual(PAGE_HEADERS);
    }
    // better-auth's page for a Google sign-in that failed before it knew where to return: its styles are inline.
    const authError = await t.app.inject({ method: 'GET', url: '/api/auth/error?error=state_mismatch' });
    expect(authError.statusCode).toBe(200);
    expect(authError.headers['content-type']).toMatch(/^text\/html/);
    expect(securityHeaders(authError.headers)).toEqual(PAGE_HEADERS);
  });

  it('keeps the API documentation under its own content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("style-src 'self' 'unsafe-inline';");
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('https:');
    expect(policy).not.toContain('validator.swagger.io');
    // A page: the whole set, the policy aside.
    const { 'content-security-policy': _policy, ...pageHeaders } = PAGE_HEADERS;
    expect(res.headers).toMatchObject(pageHeaders);
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/health', '/api/category']));
  });
});
