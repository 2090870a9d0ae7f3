import { describe, expect, it } from 'vitest';
import { openSse } from '../../test/sse-client.ts';
import { postAs, twoServerProcesses } from '../../test/two-server-processes.ts';

/**
 * Issues 13 and 14: a notification or a message written by one server process reaches the live stream held open
 * by another, through PostgreSQL LISTEN/NOTIFY. Two real servers on one database, started once for both (starting
 * a pair costs more than the tests); runs in the api-postgres project only.
 */

const live = twoServerProcesses('live');

describe('live notifications with two server processes', () => {
  it('a booking made through one process reaches the seller stream held by the other', {
    timeout: 60_000,
  }, async () => {
    const [a, b] = live.origins();
    const seller = await live.signUp(a, 'seller', 'Sam Seller');
    const buyer = await live.signUp(a, 'buyer', 'Bea Buyer');
    const productId = await live.listGuitar(seller);

    const stream = await openSse(`${b}/api/notifications/stream`, seller.token);
    try {
      expect(stream.status).toBe(200);
      // The same stream also carries message counts (issue 14): only notification events here.
      const notification = (e: { event: string }) => e.event === 'notification';
      expect(JSON.parse((await stream.next(notification)).data).unread).toBe(0);
      const booked = await postAs(a, buyer.token, '/bookings', {
        productId,
        phone: '+1 214 555 0101',
        location: 'Dallas, TX',
      });
      expect(booked.status).toBe(200);
      const update = JSON.parse((await stream.next(notification)).data);
      expect(update.unread).toBe(1);
      expect(update.latest).toMatchObject({ kind: 'booking_received', text: 'Bea Buyer booked your Gibson Les Paul.' });
    } finally {
      stream.close();
    }
    live.expectQuietServers();
  });
});

describe('live messages with two server processes', () => {
  it('a message sent through one process reaches the seller stream held by the other', {
    timeout: 60_000,
  }, async () => {
    const [a, b] = live.origins();
    const seller = await live.signUp(a, 'seller', 'Sam Seller');
    const buyer = await live.signUp(b, 'buyer', 'Bea Buyer');
    const productId = await live.listGuitar(seller);

    const started = await postAs(a, buyer.token, '/conversations', { productId });
    expect(started.status).toBe(200);
    const { conversationId } = (await started.json()) as { conversationId: string };
    const stream = await openSse(`${b}/api/notifications/stream`, seller.token);
    try {
      expect(stream.status).toBe(200);
      const message = (e: { event: string }) => e.event === 'message';
      expect(JSON.parse((await stream.next(message)).data)).toEqual({ unread: 0, conversationId: null });
      expect(
        (await postAs(a, buyer.token, `/conversations/${conversationId}/messages`, { text: 'Any fret wear?' })).status,
      ).toBe(200);
      expect(JSON.parse((await stream.next(message)).data)).toEqual({ unread: 1, conversationId });
    } finally {
      stream.close();
    }
    live.expectQuietServers();
  });
});
