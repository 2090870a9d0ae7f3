import { describe, expect, it } from 'vitest';
import { openSse } from '../../test/sse-client.ts';
import { postAs, twoServerProcesses } from '../../test/two-server-processes.ts';

/**
 * Issue 14: a message written through one server process reaches the other side's live stream held open by
 * another, through PostgreSQL LISTEN/NOTIFY. Two real servers on one database; runs in the api-postgres project only.
 */

const live = twoServerProcesses('msg');

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
