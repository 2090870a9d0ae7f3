import { describe, expect, it } from 'vitest';
import {
  auditLogQuerySchema,
  describeAuditEntry,
  INVALID_CURSOR_MESSAGE,
  parseAuditCursor,
  type AuditEntry,
} from './audit-log.ts';

const ada = { id: 'a1', name: 'Ada Admin', email: 'ada@example.test' };
const sam = { type: 'user' as const, id: 'u1', name: 'Sam Seller', email: 'sam@example.test' };
const say = (entry: Partial<AuditEntry> & Pick<AuditEntry, 'action'>) =>
  describeAuditEntry({ actor: ada, target: sam, details: {}, ...entry });

describe('describeAuditEntry', () => {
  it('says one sentence per action, with the counts it has', () => {
    expect(say({ action: 'seller.verified' })).toBe('Ada Admin verified seller Sam Seller (sam@example.test)');
    expect(say({ action: 'admin.demoted' })).toBe(
      'Ada Admin removed the admin rights of Sam Seller (sam@example.test); the account is now a buyer',
    );
    expect(
      say({
        action: 'admin.promoted',
        actor: { id: null, name: 'command line', email: null },
        details: { previousRole: 'seller' },
      }),
    ).toBe('command line made Sam Seller (sam@example.test) an admin (was seller)');
    expect(say({ action: 'admin.created' })).toBe('Ada Admin created the admin account Sam Seller (sam@example.test)');
    expect(say({ action: 'buyer.deleted', details: { cancelledBookings: 1 } })).toBe(
      'Ada Admin deleted buyer Sam Seller (sam@example.test) — 1 unpaid order cancelled',
    );
    expect(say({ action: 'buyer.deleted', details: { cancelledBookings: 0 } })).toBe(
      'Ada Admin deleted buyer Sam Seller (sam@example.test) — 0 unpaid orders cancelled',
    );
    expect(say({ action: 'seller.deleted', details: { deletedProducts: 2, cancelledBookings: 1 } })).toBe(
      'Ada Admin deleted seller Sam Seller (sam@example.test) — 2 listings removed, 1 unpaid order cancelled',
    );
    expect(say({ action: 'seller_products.deleted', details: { deletedProducts: 3, cancelledBookings: 0 } })).toBe(
      'Ada Admin deleted the unsold listings of Sam Seller (sam@example.test) — 3 listings, 0 unpaid orders cancelled',
    );
    const product = { type: 'product' as const, id: 'p1', name: 'Fake Les Paul', email: null };
    const seller = { sellerName: 'Sam Seller', sellerEmail: 'sam@example.test' };
    expect(say({ action: 'product.deleted', target: product, details: seller })).toBe(
      'Ada Admin deleted the listing "Fake Les Paul" by Sam Seller (sam@example.test)',
    );
    expect(say({ action: 'reported_product.deleted', target: product, details: { ...seller, reportCount: 2 } })).toBe(
      'Ada Admin deleted the reported listing "Fake Les Paul" by Sam Seller (sam@example.test) — 2 reports',
    );
  });
});

describe('the audit log cursor', () => {
  const cursor = '2026-03-02T10:15:00.123456Z_0190aaaa-0000-7000-8000-000000000001';
  it('splits into the time and the id', () => {
    expect(parseAuditCursor(cursor)).toEqual({
      createdAt: '2026-03-02T10:15:00.123456Z',
      id: '0190aaaa-0000-7000-8000-000000000001',
    });
    expect(auditLogQuerySchema.parse({ before: cursor })).toEqual({ before: cursor, limit: 20 });
  });
  it('refuses anything else, such as an SQL fragment or a time without microseconds', () => {
    for (const before of [
      "2026-03-02T10:15:00.123456Z_x' or 1=1",
      '2026-02-30T10:15:00.123456Z_0190aaaa-0000-7000-8000-000000000001',
      '2026-03-02T25:15:00.123456Z_0190aaaa-0000-7000-8000-000000000001',
      '2026-03-02T10:15:00.123Z_0190aaaa-0000-7000-8000-000000000001',
      '',
    ]) {
      const result = auditLogQuerySchema.safeParse({ before });
      expect(result.success, before).toBe(false);
      expect(result.error!.issues[0]!.message).toBe(INVALID_CURSOR_MESSAGE);
    }
  });
});
