/**
 * The email outbox (issue 13): a mail exists exactly when the change that queued it committed; workers deliver
 * it to a real SMTP server once, retry with exponential back-off on a refusal, and a worker started after a crash
 * sends what was left, once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOptOuts, emailOutbox } from '../../db/schema.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { startSmtpListener, type SmtpListener } from '../../test/smtp-listener.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { enqueueEmail, outboxRepository } from './outbox-repository.ts';
import { outboxWorker, retryDelayMs } from './outbox-worker.ts';
import { smtpTransport, type MailTransport } from './transport.ts';

const FROM = 'Restrung <no-reply@restrung.test>';
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

let database: Database;
let smtp: SmtpListener;
let transport: MailTransport;
let clock: Date;
const now = () => clock;
const db = () => database.db;
const worker = (options: Parameters<typeof outboxWorker>[3] = {}) =>
  outboxWorker(outboxRepository(db()), transport, quiet, { now, baseDelayMs: 30_000, ...options });
const rows = () => db().select().from(emailOutbox);
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const mail = (subject: string) => ({
  kind: 'verify_email',
  to: 'ben@example.test',
  subject,
  text: `About ${subject}.`,
});

beforeAll(async () => {
  [database, smtp] = await Promise.all([openTestDatabase(), startSmtpListener()]);
  transport = smtpTransport(smtp.url, FROM);
});
afterAll(async () => {
  transport.close();
  await Promise.all([smtp.close(), database.close()]);
});
beforeEach(async () => {
  await db().delete(emailOutbox);
  smtp.mails.length = 0;
  smtp.refuseNext(0);
  // Database time and the worker's clock agree at the start: rows are due at once.
  clock = new Date(Date.now() + 1000);
});

describe('queueing', () => {
  it('sends nothing for a change that rolled back', async () => {
    await expect(
      db().transaction(async (tx) => {
        await enqueueEmail(tx, mail('Rolled back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows()).toEqual([]);
    expect(await worker().runOnce()).toEqual([]);
    expect(smtp.mails).toEqual([]);
  });

  it('sends a committed email to the SMTP server, with a Message-ID taken from the row', async () => {
    await db().transaction((tx) => enqueueEmail(tx, mail('Committed')));
    expect(await worker().runOnce()).toEqual(['sent']);
    const [received] = await smtp.waitForMails(1);
    expect(received!.subject).toBe('Committed');
    expect(received!.text?.trim()).toBe('About Committed.');
    expect(received!.from?.value).toEqual([{ name: 'Restrung', address: 'no-reply@restrung.test' }]);
    expect(received!.to && 'text' in received!.to ? received!.to.text : '').toBe('ben@example.test');
    const [row] = await rows();
    expect(received!.messageId).toBe(`<${row!.id}@restrung.test>`);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null });
    // Sent once: a second pass finds nothing.
    expect(await worker().runOnce()).toEqual([]);
    expect(smtp.mails).toHaveLength(1);
  });

  it('is due the moment it is queued, for a worker whose clock reads the same millisecond', async () => {
    // PostgreSQL's clock counts microseconds and JavaScript's milliseconds: a row stamped by the database at
    // 12:00:00.123456 was not yet due for a worker reading 12:00:00.123, so a reset email waited a whole poll.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await enqueueEmail(db(), mail('Right away'));
      expect(await outboxWorker(outboxRepository(db()), transport, quiet).runOnce()).toEqual(['sent']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('skips a kind the person turned off, never an account email', async () => {
    const userId = newId();
    await db()
      .insert(users)
      .values({ id: userId, name: 'Ben', email: `ben-${userId}@example.test` });
    await db().insert(emailOptOuts).values({ userId, kind: 'booking_received' });
    expect(await enqueueEmail(db(), { ...mail('Booked'), kind: 'booking_received', userId })).toBe(false);
    expect(await enqueueEmail(db(), { ...mail('Paid'), kind: 'booking_paid', userId })).toBe(true);
    expect(await enqueueEmail(db(), { ...mail('Reset'), kind: 'reset_password', userId })).toBe(true);
    expect((await rows()).map((r) => r.subject).sort()).toEqual(['Paid', 'Reset']);
  });
});

describe('after a crash', () => {
  it('a worker started after the process died between queueing and sending sends the email once', async () => {
    // The first process committed the email and died before its worker ran: only the row is left.
    await db().transaction((tx) => enqueueEmail(tx, mail('Left behind')));
    const restarted = worker();
    expect(await restarted.runOnce()).toEqual(['sent']);
    expect(await restarted.runOnce()).toEqual([]);
    expect(await worker().runOnce()).toEqual([]);
    expect((await smtp.waitForMails(1)).map((m) => m.subject)).toEqual(['Left behind']);
  });

  it('a row claimed by a worker that died mid-send waits for its lease, then is sent once', async () => {
    await enqueueEmail(db(), mail('Claimed then crashed'));
    // The dead worker's claim: it never reported back.
    const [claimed] = await outboxRepository(db()).claimDue(now(), 10, 60_000);
    expect(claimed).toMatchObject({ status: 'sending', attempts: 1 });
    expect(await worker({ leaseMs: 60_000 }).runOnce()).toEqual([]);
    advance(60_000);
    expect(await worker({ leaseMs: 60_000 }).runOnce()).toEqual(['sent']);
    expect(await worker({ leaseMs: 60_000 }).runOnce()).toEqual([]);
    expect(smtp.mails.map((m) => m.subject)).toEqual(['Claimed then crashed']);
    // The dead worker coming back late cannot undo what the second one recorded.
    await outboxRepository(db()).markFailedAttempt(claimed!, 'late', new Date());
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('workers running at once share the rows: every email is sent exactly once', async () => {
    for (let i = 0; i < 12; i++) await enqueueEmail(db(), mail(`Parallel ${i}`));
    const results = await Promise.all([1, 2, 3].map(() => worker({ batchSize: 5 }).runOnce()));
    const again = await Promise.all([1, 2, 3].map(() => worker({ batchSize: 5 }).runOnce()));
    expect([...results, ...again].flat().filter((r) => r === 'sent')).toHaveLength(12);
    await smtp.waitForMails(12);
    expect(new Set(smtp.mails.map((m) => m.subject)).size).toBe(12);
    expect(smtp.mails).toHaveLength(12);
  });
});

describe('retries', () => {
  it('waits 30 s, then 60 s, then 120 s between attempts, then delivers once', async () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000, 3_600_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    await enqueueEmail(db(), mail('Busy server'));
    smtp.refuseNext(3);
    const w = worker();
    expect(await w.runOnce()).toEqual(['retry']);
    for (const wait of [30_000, 60_000]) {
      advance(wait - 1);
      expect(await w.runOnce()).toEqual([]);
      advance(1);
      expect(await w.runOnce()).toEqual(['retry']);
    }
    advance(119_999);
    expect(await w.runOnce()).toEqual([]);
    advance(1);
    expect(await w.runOnce()).toEqual(['sent']);
    expect(smtp.mails.map((m) => m.subject)).toEqual(['Busy server']);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 4, lastError: null });
  });

  it('gives up after the last attempt and keeps the reason', async () => {
    await enqueueEmail(db(), mail('Never accepted'));
    smtp.refuseNext(100);
    const w = worker({ maxAttempts: 2, baseDelayMs: 1000 });
    expect(await w.runOnce()).toEqual(['retry']);
    advance(1000);
    expect(await w.runOnce()).toEqual(['failed']);
    advance(3_600_000);
    expect(await w.runOnce()).toEqual([]);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(row!.lastError).toMatch(/Try again later/);
    expect(smtp.mails).toEqual([]);
  });
});

describe('clearing out', () => {
  const DAY = 24 * 60 * 60_000;
  it('deletes sent emails after 14 days and failed ones after 90, at most once an hour, never pending ones', async () => {
    await enqueueEmail(db(), mail('Sent long ago'));
    await enqueueEmail(db(), mail('Failed long ago'));
    await worker().runOnce();
    await db().update(emailOutbox).set({ status: 'failed' }).where(eq(emailOutbox.subject, 'Failed long ago'));
    const w = worker();
    await enqueueEmail(db(), mail('Waiting'));
    await db()
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(clock.getTime() + 200 * DAY) })
      .where(eq(emailOutbox.subject, 'Waiting'));
    const subjects = async () => (await rows()).map((r) => r.subject).sort();

    advance(14 * DAY - 60_000);
    await w.runOnce();
    expect(await subjects()).toEqual(['Failed long ago', 'Sent long ago', 'Waiting']);
    // The hour since the last clear-out has not passed: nothing is looked at again yet.
    advance(2 * 60_000);
    await w.runOnce();
    expect(await subjects()).toEqual(['Failed long ago', 'Sent long ago', 'Waiting']);
    advance(60 * 60_000);
    await w.runOnce();
    expect(await subjects()).toEqual(['Failed long ago', 'Waiting']);
    advance(76 * DAY);
    await w.runOnce();
    expect(await subjects()).toEqual(['Waiting']);
  });
});
