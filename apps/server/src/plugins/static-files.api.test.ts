import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync, constants as zlib } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEALTH_PING_MAX_AGE_MS } from '../modules/health/service.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

/* The web app as the build leaves it: index.html, hashed assets with their .br and .gz, top-level files. */
const INDEX =
  '<!doctype html><html><head><meta name="description" content="Restrung"></head><body><div id="root"></div></body></html>';
/* index.html with the home hero preloaded: the build writes it for `/` (apps/web/vite.config.ts, homePreload). */
const HOME = INDEX.replace('</head>', '<link rel="preload" as="image" href="/assets/hero-abc.svg"></head>');
/* index.html listing a page chunk's scripts: the build writes one for category pages and one for product pages. */
const CATEGORY = INDEX.replace('</head>', '<link rel="modulepreload" href="/assets/category-page-abc.js"></head>');
const PRODUCT = INDEX.replace('</head>', '<link rel="modulepreload" href="/assets/product-page-abc.js"></head>');
/* And one for each sign-in page. */
const LOGIN = INDEX.replace('</head>', '<link rel="modulepreload" href="/assets/login-page-abc.js"></head>');
const SIGNUP = INDEX.replace('</head>', '<link rel="modulepreload" href="/assets/signup-page-abc.js"></head>');
/* And one for the search page. */
const SEARCH = INDEX.replace('</head>', '<link rel="modulepreload" href="/assets/search-page-abc.js"></head>');
const SCRIPT = `console.log(${JSON.stringify('guitar '.repeat(500))});`;
/* The home page's brotli and gzip forms as the build writes them, at levels the server would not pick, so the bytes
   sent show which were sent. index.html has none here: the server compresses it itself. */
const HOME_BR = brotliCompressSync(HOME, { params: { [zlib.BROTLI_PARAM_QUALITY]: 2 } });
const HOME_GZ = gzipSync(HOME, { level: 1 });

let t: TestApp;
let dist: string;
let origin: string;
/** The request log's lines: Fastify logs each request it routes ("incoming request"). */
const logged: string[] = [];
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'restrung-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, '.home.html'), HOME);
  await mkdir(path.join(dist, '.compressed'));
  await writeFile(path.join(dist, '.compressed/.home.html.br'), HOME_BR);
  await writeFile(path.join(dist, '.compressed/.home.html.gz'), HOME_GZ);
  await writeFile(path.join(dist, '.category.html'), CATEGORY);
  await writeFile(path.join(dist, '.product.html'), PRODUCT);
  await writeFile(path.join(dist, '.login.html'), LOGIN);
  await writeFile(path.join(dist, '.signup.html'), SIGNUP);
  await writeFile(path.join(dist, '.search.html'), SEARCH);
  await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  await writeFile(path.join(dist, 'assets/index-abc123.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(SCRIPT));
  t = await buildTestApp(
    {},
    { webDistDir: dist, logger: { level: 'info', stream: { write: (line: string) => logged.push(line) } } },
  );
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** A request over HTTP, as a browser or a load balancer makes it, with the body's bytes as sent. */
function overHttp(method: string, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(origin + url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Whether Fastify routed the request: held answers are sent before it and leave no line in the request log. */
async function routed(send: () => Promise<unknown>): Promise<boolean> {
  const before = logged.filter((line) => line.includes('"incoming request"')).length;
  await send();
  return logged.filter((line) => line.includes('"incoming request"')).length > before;
}

/** The headers that differ between two answers only because they are two answers. */
const comparable = (headers: Record<string, unknown>) => {
  const { date, connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
};

describe('hashed assets', () => {
  it('are sent as the build compressed them with brotli, when the client accepts it', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('are sent gzipped to a client that accepts gzip only, or refuses brotli', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip']) {
      const res = await get('/assets/index-abc123.js', { 'accept-encoding': acceptEncoding });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
    }
  });

  it('are sent as they are to a client that accepts no encoding', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it('answer 404 when the build has no such file', async () => {
    const res = await get('/assets/index-gone.js');
    expect(res.statusCode).toBe(404);
  });
});

/** The pages' own HTML files are sent only for their paths: asked for by name, they are an unknown file. */
/** The page at `path`, asked for over a real socket with gzip, is the build's `html`. */
async function expectGzippedPage(path: string, html: string) {
  const page = await overHttp('GET', path, { 'accept-encoding': 'gzip' });
  expect(page.status, path).toBe(200);
  expect(gunzipSync(page.body).toString(), path).toBe(html);
}

async function expectNotServedByName(names: string[]) {
  for (const name of names) {
    const byName = await get(name);
    expect(byName.statusCode, name).toBe(404);
    expect(byName.body, name).not.toContain('modulepreload');
  }
}

describe('pages', () => {
  it('answer the app with 200 on its own paths, revalidated on every visit', async () => {
    for (const url of ['/', '/login', '/category/123', '/dashboard', '/dashboard/myorders?page=2', '/product/abc/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const expected: Record<string, string> = { '/': HOME, '/login': LOGIN, '/signup': SIGNUP };
      expect(res.body).toBe(
        expected[url] ?? (url.startsWith('/category/') ? CATEGORY : url.startsWith('/product/') ? PRODUCT : INDEX),
      );
    }
  });

  it("answer a category or product page with its chunk's scripts listed, and never serve those files by name", async () => {
    await expectGzippedPage('/category/123?page=2', CATEGORY);
    expect((await get('/product/abc')).body).toBe(PRODUCT);
    await expectNotServedByName(['/.category.html', '/.product.html']);
  });

  it("answer a sign-in page with its chunk's scripts listed, a page the build wrote none for with index.html", async () => {
    await expectGzippedPage('/login?returnTo=%2Fdashboard', LOGIN);
    expect((await get('/signup/')).body).toBe(SIGNUP);
    // No .forgot-password.html in this build: the page still opens, as index.html.
    expect((await get('/forgot-password')).body).toBe(INDEX);
    await expectNotServedByName(['/.login.html', '/.signup.html']);
  });

  it("answer the search page with its chunk's scripts listed, whatever the query, and only at its own path", async () => {
    await expectGzippedPage('/search?q=les+paul&sort=price-asc', SEARCH);
    expect((await get('/search/')).body).toBe(SEARCH);
    // A path that only starts like it is another page (a 404 here), never the search page's HTML.
    expect((await get('/searches')).body).not.toContain('search-page');
    await expectNotServedByName(['/.search.html']);
  });

  it('answer the home page with its hero preloaded, compressed like the rest, and never serve that file by name', async () => {
    const res = await get('/?from=ad', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(HOME);
    const byName = await get('/.home.html');
    expect(byName.statusCode).toBe(404);
    expect(byName.body).not.toContain('preload');
  });

  it('answer an unknown path with 404 and the app, which shows its error screen', async () => {
    for (const url of ['/nothing-here', '/category', '/dashboard/nothing', '/product/a/b']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toBe(INDEX);
    }
  });

  it('answer a HEAD as they answer a GET, without the body: uptime monitors and link checkers ask with HEAD', async () => {
    for (const [url, status] of [
      ['/category/123', 200],
      ['/product/abc', 200],
      ['/login', 200],
      ['/dashboard/myorders', 200],
      ['/nothing-here', 404],
    ] as const) {
      const [head, getAnswer] = [await overHttp('HEAD', url), await overHttp('GET', url)];
      expect(head.status, url).toBe(status);
      expect(head.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(head.headers['content-length'], url).toBe(getAnswer.headers['content-length']);
      expect(head.headers['cache-control'], url).toBe('no-cache');
      expect(head.body.length, url).toBe(0);
    }
    // API and media paths stay the JSON 404.
    const api = await overHttp('HEAD', '/api/nothing');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });

  it('are compressed for a client that accepts it', async () => {
    const res = await get('/blogs', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it('are sent in the compressed forms the build wrote, when it wrote them, over HTTP and through the routes', async () => {
    const [br, gzip] = [
      await overHttp('GET', '/', { 'accept-encoding': 'br' }),
      await get('/?from=ad', { 'accept-encoding': 'gzip' }),
    ];
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(HOME_BR)).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(HOME_GZ)).toBe(true);
    for (const name of ['/.compressed/.home.html.br', '/.compressed/.home.html.gz']) {
      expect((await get(name)).statusCode, name).toBe(404);
    }
  });
});

describe('a form page sent by the browser itself', () => {
  // Its form is drawn in the HTML with method="post" (apps/web/src/app/static-shell.tsx); the early entry holds a send
  // made before the app runs, but one made before the early entry itself runs reaches the server.
  const sent = (url: string, payload: string, contentType = 'application/x-www-form-urlencoded') =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

  it('is sent back to the page to send again (303 See Other), its query kept: the email link’s token', async () => {
    for (const url of ['/login', '/signup/', '/forgot-password', '/reset-password?token=emailed-token']) {
      const res = await sent(url, 'email=pat%40example.test&password=correct-horse-battery');
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location, url).toBe(url);
      expect(res.body, url).toBe('');
    }
  });

  it('is sent back whatever the form’s encoding, a photo’s multipart included', async () => {
    const boundary = 'restrung-boundary';
    const multipart = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="name"',
      '',
      'Pat',
      `--${boundary}--`,
      '',
    ];
    const res = await sent('/signup', multipart.join('\r\n'), `multipart/form-data; boundary=${boundary}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/signup');
  });

  it('is the only page a POST is sent back to: another page, an asset or an API path still answers 404', async () => {
    for (const url of ['/dashboard', '/search', '/nothing-here', '/api/nothing-here']) {
      const res = await sent(url, 'a=1');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers.location, url).toBeUndefined();
    }
    // Never a way to send someone elsewhere: refused as a path this server does not take at all.
    const offSite = await sent('//evil.example/login', 'a=1');
    expect(offSite.statusCode).toBe(400);
    expect(offSite.headers.location).toBeUndefined();
  });
});

describe('top-level files', () => {
  it('serves robots.txt as text, not the app', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *');
  });

  it('keeps API paths out of the app: an unknown one is the JSON 404', async () => {
    const res = await get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No route for GET /api/nothing-here.');
  });
});

describe('answers held in memory (plugins/held-answers.ts)', () => {
  const heldUrls = ['/api/health', '/', '/assets/index-abc123.js'];
  const encodings: Record<string, string>[] = [
    {},
    { 'accept-encoding': 'gzip' },
    { 'accept-encoding': 'gzip, deflate, br' },
  ];

  it('are sent over HTTP before routing, with the headers and bytes the routes send', async () => {
    for (const url of heldUrls) {
      for (const headers of encodings) {
        let held: Awaited<ReturnType<typeof overHttp>> | undefined;
        expect(await routed(async () => (held = await overHttp('GET', url, headers))), url).toBe(false);
        const fromRoute = await get(url, headers);
        expect(held!.status, url).toBe(fromRoute.statusCode);
        expect(comparable(held!.headers), url).toEqual(comparable(fromRoute.headers));
        // An API answer has the API's headers, a page or a file the page's (decision 0074).
        const policy = url.startsWith('/api/') ? "default-src 'none'" : "default-src 'self'";
        expect(held!.headers['content-security-policy'], url).toContain(policy);
        // The server Fastify would have made: its keep-alive timeout (72 s), not Node's 5 s.
        expect(held!.headers['keep-alive'], url).toBe('timeout=72');
        expect(held!.body.equals(fromRoute.rawPayload), `${url} ${JSON.stringify(headers)}`).toBe(true);
      }
    }
  });

  it('leave every other request to the routes: another method, a query, an unknown asset', async () => {
    expect(await routed(() => overHttp('HEAD', '/api/health'))).toBe(true);
    expect(await routed(() => overHttp('GET', '/api/health?probe=1'))).toBe(true);
    expect(await routed(() => overHttp('GET', '/?from=ad'))).toBe(true);
    const unknown = overHttp('GET', '/assets/index-gone.js');
    expect(await routed(() => unknown)).toBe(true);
    expect((await unknown).status).toBe(404);
  });

  it('report the database as the routes do when it is unreachable', async () => {
    const original = t.database.ping;
    t.database.ping = async () => false;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + HEALTH_PING_MAX_AGE_MS + 1);
    try {
      // The first call waits for the new ping; the next, in the same second, is answered from it at once.
      for (const _call of [1, 2]) {
        const held = await overHttp('GET', '/api/health');
        expect(held.status).toBe(503);
        expect(JSON.parse(held.body.toString())).toMatchObject({ status: 'degraded', database: { reachable: false } });
      }
    } finally {
      t.database.ping = original;
      vi.setSystemTime(Date.now() + HEALTH_PING_MAX_AGE_MS + 1);
      vi.useRealTimers();
    }
    expect((await overHttp('GET', '/api/health')).status).toBe(200);
  });
});
