import { vi } from 'vitest';
import type { ReportedItem } from '@restrung/shared/admin';
import type { UserRow } from '@restrung/shared/user';
import { stubFetch } from '../../../test/render.tsx';

export const user = (overrides: Partial<UserRow> & Pick<UserRow, '_id' | 'name'>): UserRow => ({
  email: `${overrides.name.toLowerCase().replace(/\s+/g, '.')}@example.test`,
  img: `/media/${overrides._id}.webp`,
  role: 'buyer',
  verified: false,
  ...overrides,
});

export const reportedItem = (
  overrides: Partial<ReportedItem> & Pick<ReportedItem, '_id' | 'productName'>,
): ReportedItem => ({
  productPhoto: `/media/${overrides._id}.webp`,
  sellerEmail: 'sam.seller@example.test',
  sellerName: 'Sam Seller',
  askingPrice: 450,
  reportCount: 1,
  lastReportedAt: '2026-03-02T10:00:00.000Z',
  reporters: [{ name: 'Bea Buyer', email: 'bea@example.test', reportedAt: '2026-03-02T10:00:00.000Z' }],
  ...overrides,
});

type Handlers = Parameters<typeof stubFetch>[0];

/** stubFetch, also recording each call's full URL (with its query) and content type. */
export function stubApi(handlers: Handlers) {
  const stub = stubFetch(handlers);
  const requests: { method: string; url: string; contentType: string | undefined; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    requests.push({
      method: init?.method ?? 'GET',
      url: String(input),
      contentType: headers['content-type'],
      body: init?.body,
    });
    return stub.fetchMock(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
