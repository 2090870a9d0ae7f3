/**
 * Malformed requests for the fuzz test (fuzz.api.test.ts), not a test itself: the operations come from the
 * OpenAPI document and better-auth's endpoint list, the mutations from a seeded PRNG, so a failure found once
 * is found again on every run.
 */

/** mulberry32: small, fast and deterministic; enough to pick cases, not for anything secret. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  return { next, pick, shuffle };
}
export type Random = ReturnType<typeof seededRandom>;

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** With `{name}` placeholders for path parameters. */
  path: string;
  pathParams: string[];
  query: string[];
  /** Field names of a JSON body, or null when the route reads none. */
  body: string[] | null;
  multipart: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
        consumes?: string[];
      }
    >
  >;
}

/** Every operation the OpenAPI document describes (the routes of ours that are not hidden). */
export function operationsFromOpenApi(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const json = op.requestBody?.content?.['application/json'];
      const multipart = Boolean(
        op.consumes?.includes('multipart/form-data') || op.requestBody?.content?.['multipart/form-data'],
      );
      const upper = method.toUpperCase() as Operation['method'];
      operations.push({
        method: upper,
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => p.name),
        // A route with no documented body still gets bodies thrown at it (the Stripe webhook reads raw JSON).
        body: json ? Object.keys(json.schema?.properties ?? {}) : upper === 'GET' ? null : [],
        multipart,
      });
    }
  }
  return operations;
}

/** The keys of a zod object schema, looking through optional, intersection and union wrappers (duck-typed). */
function shapeKeys(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return [];
  if (def.shape && typeof def.shape === 'object') return Object.keys(def.shape);
  if (def.innerType) return shapeKeys(def.innerType);
  if (def.left || def.right) return [...shapeKeys(def.left), ...shapeKeys(def.right)];
  if (Array.isArray(def.options)) return [...new Set(def.options.flatMap(shapeKeys))];
  return [];
}

/** Fields better-auth reads from a body it types as a record (update-user, update-session). */
const RECORD_BODY_FIELDS: Record<string, string[]> = {
  '/update-user': ['name', 'image'],
  '/update-session': ['expiresAt'],
};

interface AuthEndpoint {
  path?: string;
  options?: { method?: string | string[]; body?: unknown; query?: unknown };
}

/** Every better-auth endpoint reachable over HTTP under /api/auth (GET and POST: what our catch-all route takes). */
export function operationsFromBetterAuth(api: Record<string, unknown>): Operation[] {
  const operations: Operation[] = [];
  for (const endpoint of Object.values(api) as AuthEndpoint[]) {
    if (!endpoint?.path || !endpoint.options) continue;
    const methods = [endpoint.options.method].flat().filter((m): m is 'GET' | 'POST' => m === 'GET' || m === 'POST');
    const pathParams = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const path = `/api/auth${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
    for (const method of methods) {
      operations.push({
        method,
        path,
        pathParams,
        query: shapeKeys(endpoint.options.query),
        body:
          method === 'GET'
            ? null
            : [...new Set([...shapeKeys(endpoint.options.body), ...(RECORD_BODY_FIELDS[endpoint.path] ?? [])])],
        multipart: false,
      });
    }
  }
  return operations;
}

/** Values real enough to get past the first check, so each mutation reaches the code behind it. */
export interface RealValues {
  productId: string;
  bookingId: string;
  categoryId: string;
  email: string;
  photo: string;
}

function plausible(field: string, real: RealValues): unknown {
  const f = field.toLowerCase();
  if (f.includes('email')) return real.email;
  // Never the accounts' own: a right password would let change-password end the caller's sessions. A new
  // password too short to be taken is refused before any hashing, which keeps the run short.
  if (f === 'newpassword') return 'short';
  if (f.includes('password')) return 'not-the-password-1';
  if (f === 'productid' || f === 'id') return real.productId;
  if (f === 'bookingid') return real.bookingId;
  if (f === 'categoryid') return real.categoryId;
  if (f.includes('photo') || f === 'img' || f === 'image') return real.photo;
  if (f.includes('price')) return 450;
  if (f === 'usedyears') return '2019';
  if (f === 'condition') return 'good';
  if (f === 'status') return 'Paid';
  if (f === 'report') return true;
  if (f.includes('url') || f === 'redirectto') return '/';
  if (f === 'provider' || f === 'providerid') return 'google';
  if (f === 'card') return { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
  if (f === 'page' || f === 'limit') return 1;
  if (f.startsWith('remember') || f.startsWith('revoke') || f.startsWith('disable')) return true;
  return 'Fuzzy text';
}

export const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u202e',
  '\u2066',
  '\r\n',
  '\t',
];
const ODD_UNICODE = [
  '\ud800',
  'a\udfffb',
  '\ud83c',
  '\u202egnp.exe',
  '\u200b\u200d',
  '\ufeff',
  '\uffff\ufffe',
  'ｆｕｌｌｗｉｄｔｈ',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'Z\u0335\u0321a\u0337\u031bl\u0338g\u0335o\u0336',
  '🎸'.repeat(500),
  '\u0301\u0301\u0301',
  'İıẞß',
  '\u0627\u0644\u0639\u0631\u0628\u064a\u0629',
];
const WRONG_TYPES: unknown[] = [
  0,
  -1,
  1.5,
  1e308,
  true,
  false,
  [],
  {},
  ['a', 'b'],
  { $ne: null },
  { $gt: '' },
  '',
  ' ',
  [null],
];
const EDGE_NUMBERS: unknown[] = [
  -0,
  1e-7,
  2 ** 53 + 1,
  -1e308,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e5',
  '0x10',
  ' 12 ',
  '١٢',
  '12abc',
];
const BAD_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  '[1,2',
  '{"a":1}}',
  'undefined',
  'NaN',
  '{"a":"\\x00"}',
  '{"a":"\\ud800"}',
  '\u0000',
  '\ufeff{}',
  '{"a":1}garbage',
  '"unterminated',
  '{"a":01}',
  '{"__proto__":{"role":"admin"}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  '//',
  '{"a":1e99999}',
];
export const BAD_IDS = [
  'not-a-uuid',
  '%00',
  'a%00b',
  'a'.repeat(10_000),
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2f',
  "1'%20OR%20'1'%3D'1",
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'ZZZZZZZZ-ZZZZ-7ZZZ-8ZZZ-ZZZZZZZZZZZZ',
  '%F0%9F%8E%B8',
  '%E2%80%AE',
  '%20',
  'null',
  '-1',
  '1e999',
  '%7B%7D',
  '%5B%5D',
  '%ED%A0%80',
  '%C0%AF',
  '%ZZ',
  '%',
];
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=nothing',
  'application/json; charset=utf-16',
  'application/jsonx',
  'application/*',
  'image/png',
  ';;;',
];

export interface Prebuilt {
  deep: string;
  oversized: string;
}
export const prebuilt = (bodyLimit: number): Prebuilt => ({
  deep: `${'{"a":['.repeat(25_000)}1${']}'.repeat(25_000)}`,
  oversized: JSON.stringify({ filler: 'x'.repeat(bodyLimit + 1024) }),
});

export interface FuzzRequest {
  mutation: string;
  method: Operation['method'];
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

export const MUTATIONS = [
  'bad-json',
  'wrong-type',
  'null',
  'huge-string',
  'control-characters',
  'odd-unicode',
  'edge-number',
  'operator-query',
  'bad-id',
  'missing-body',
  'wrong-content-type',
  'oversized',
  'deep-nesting',
  'junk-keys',
] as const;
export type Mutation = (typeof MUTATIONS)[number];

/** Which mutations say something about this operation (no body mutations for a route without one, and so on). */
export function applicableMutations(op: Operation): Mutation[] {
  return MUTATIONS.filter((m) => {
    if (m === 'bad-id') return op.pathParams.length > 0;
    if (m === 'operator-query') return true;
    if (['wrong-type', 'null', 'huge-string', 'control-characters', 'odd-unicode', 'edge-number'].includes(m)) {
      return (op.body?.length ?? 0) > 0 || op.query.length > 0;
    }
    return op.body !== null || op.multipart;
  });
}

/** One malformed request for `op`: everything plausible except the one thing `mutation` breaks. */
export function buildRequest(
  op: Operation,
  mutation: Mutation,
  random: Random,
  real: RealValues,
  big: Prebuilt,
): FuzzRequest {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    mutation === 'bad-id'
      ? random.pick(BAD_IDS)
      : name === 'id' && op.path.includes('/callback/')
        ? 'google'
        : String(plausible(name, real)),
  );
  const query: [string, string][] = op.query.map((name) => [name, String(plausible(name, real))]);
  const body: Record<string, unknown> = Object.fromEntries(
    (op.body ?? []).map((name) => [name, plausible(name, real)]),
  );

  // The field a value mutation lands in: a body field when there is one, else a query parameter.
  const bodyFields = op.body ?? [];
  const inBody = bodyFields.length > 0 && (op.query.length === 0 || random.next() < 0.7);
  const field = inBody ? random.pick(bodyFields) : op.query.length ? random.pick(op.query) : undefined;
  const setValue = (value: unknown) => {
    if (!field) return;
    if (inBody) body[field] = value;
    else {
      const entry = query.find(([name]) => name === field)!;
      entry[1] = typeof value === 'string' ? value : JSON.stringify(value);
    }
  };

  let payload: string | Buffer | undefined = op.body !== null ? JSON.stringify(body) : undefined;
  let contentType: string | undefined = op.body !== null ? 'application/json' : undefined;
  let extraQuery = '';

  switch (mutation) {
    case 'bad-json':
      payload = random.pick(BAD_JSON);
      contentType = 'application/json';
      break;
    case 'wrong-type':
      setValue(random.pick(WRONG_TYPES));
      break;
    case 'null':
      if (random.next() < 0.3 && op.body !== null) payload = 'null';
      else setValue(null);
      break;
    case 'huge-string':
      setValue(random.pick(['x'.repeat(100_000), 'é'.repeat(50_000), `${'a'.repeat(60_000)}@example.test`]));
      break;
    case 'control-characters':
      setValue(`Fuzzy${random.pick(CONTROL_CHARACTERS)}text`);
      break;
    case 'odd-unicode':
      setValue(random.pick(ODD_UNICODE));
      break;
    case 'edge-number':
      setValue(random.pick(EDGE_NUMBERS));
      break;
    case 'operator-query': {
      const name = op.query.length ? random.pick(op.query) : 'email';
      extraQuery = random.pick([
        `${name}[$ne]=x`,
        `${name}[$gt]=`,
        `${name}=a&${name}=b`,
        '__proto__[polluted]=1',
        'constructor[prototype][polluted]=1',
        `${name}=%00`,
        `${name}=%ZZ`,
        `${name}[]=1`,
        `${name}=${'9'.repeat(400)}`,
        `${name}=-1`,
        `${name}`,
        `=${name}`,
        `${name}=%E2%80%AE`,
      ]);
      for (let i = query.length - 1; i >= 0; i--) if (extraQuery.startsWith(`${query[i]![0]}`)) query.splice(i, 1);
      break;
    }
    case 'bad-id':
      break;
    case 'missing-body':
      payload = undefined;
      contentType = random.pick(['application/json', undefined]);
      break;
    case 'wrong-content-type':
      contentType = random.pick(WRONG_CONTENT_TYPES);
      payload ??= 'a=1';
      break;
    case 'oversized':
      payload = big.oversized;
      contentType = op.multipart ? 'multipart/form-data; boundary=x' : 'application/json';
      break;
    case 'deep-nesting':
      payload = big.deep;
      contentType = 'application/json';
      break;
    case 'junk-keys':
      payload = JSON.stringify({
        ...body,
        [random.pick(['__proto__', 'constructor', '$where', '', '\u0000', 'a'.repeat(5000)])]: { polluted: true },
      });
      contentType = 'application/json';
      break;
  }
  const search = [
    ...query.map(([k, v]) => `${encodeLoosely(k)}=${encodeLoosely(v)}`),
    ...(extraQuery ? [extraQuery] : []),
  ].join('&');
  return { mutation, method: op.method, url: search ? `${path}?${search}` : path, payload, contentType };
}

/**
 * The 500s an outside review found (issue 9, item 4), sent on every run whatever the PRNG picks. `caller` names
 * who sends each one.
 */
export function auditCases(
  real: RealValues,
  big: Prebuilt,
): (FuzzRequest & { caller: 'signed-out' | 'buyer' | 'seller' })[] {
  const json = (
    caller: 'signed-out' | 'buyer' | 'seller',
    method: Operation['method'],
    url: string,
    body: unknown,
  ) => ({
    caller,
    mutation: 'audit',
    method,
    url,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    contentType: 'application/json',
  });
  const newUser = (n: number, extra: object) => ({
    name: 'Bea',
    email: `audit-${n}@example.test`,
    password: 'long-enough-password',
    ...extra,
  });
  return [
    json('buyer', 'POST', '/api/auth/update-user', { name: null }),
    json('buyer', 'POST', '/api/auth/update-user', { name: 'Bea\u0000' }),
    json('buyer', 'POST', '/api/auth/update-user', { image: 'https://example.test/a.png\u0000' }),
    json('signed-out', 'POST', '/api/auth/sign-up/email', newUser(1, { name: 'Bea\u0000' })),
    json('signed-out', 'POST', '/api/auth/sign-up/email', newUser(2, { image: '/media/uploads/a.webp\u0000' })),
    json('signed-out', 'POST', '/api/auth/sign-in/email', big.deep),
    json('buyer', 'POST', '/api/auth/update-user', big.deep),
    json('seller', 'POST', '/api/products', {
      productName: 'Strat\u0000',
      productPhoto: real.photo,
      categoryid: real.categoryId,
      marketPrice: 1,
      askingPrice: 1,
      usedYears: '2019',
      condition: 'good',
      location: 'Austin',
      phone: '1',
      description: 'x',
    }),
    json('buyer', 'POST', '/api/bookings', { productId: real.productId, phone: '1\u0000', location: 'Austin' }),
    json('buyer', 'POST', '/api/allusers', { name: 'Bea\u0000', email: real.email }),
    json('buyer', 'POST', '/api/payments/sync', { paymentIntentId: 'pi_\u0000' }),
  ];
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) goes out as its three WTF-8 bytes, as a
 * hostile client would send it.
 */
function encodeLoosely(text: string): string {
  return text.replace(/[\s\S]/gu, (ch) => {
    if (ch.length === 1 && ch.charCodeAt(0) >= 0xd800 && ch.charCodeAt(0) <= 0xdfff) {
      const c = ch.charCodeAt(0);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(ch);
  });
}

/** The same request, short enough to print. */
export const describeRequest = (r: FuzzRequest, caller: string) => {
  const cut = (text: string, n: number) => (text.length > n ? `${text.slice(0, n)}… (${text.length} chars)` : text);
  const payload = r.payload === undefined ? '(no body)' : cut(JSON.stringify(String(r.payload)), 200);
  return `${r.method} ${cut(r.url, 160)} as ${caller} [${r.mutation}] content-type=${r.contentType ?? '(none)'} body=${payload}`;
};
