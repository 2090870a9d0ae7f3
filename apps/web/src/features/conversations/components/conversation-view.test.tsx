import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import {
  CLOSE_REPORT_TEXTS,
  CONVERSATION_MESSAGES,
  type Conversation,
  type Message,
} from '@restrung/shared/conversation';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { ConversationView } from './conversation-view.tsx';

const CONVERSATION: Conversation = {
  _id: 'c-1',
  productId: 'p-1',
  productName: 'Gibson Les Paul Studio',
  productPhoto: '/media/x.webp',
  buyerName: 'Bea Buyer',
  sellerName: 'Sam Seller',
  myRole: 'buyer',
  otherName: 'Sam Seller',
  unread: 1,
  lastMessageAt: '2026-11-23T02:00:00.000Z',
  lastMessage: 'See https://evil.example/pay',
  reported: false,
  reportReason: null,
  reportedAt: null,
  open: true,
};
const FROM_SELLER: Message = {
  _id: 'm-1',
  senderId: 'seller-1',
  senderName: 'Sam Seller',
  text: 'Pay me at https://evil.example/pay <b>now</b>',
  createdAt: '2026-11-23T02:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

function render(handlers: Parameters<typeof stubFetch>[0], conversation = CONVERSATION) {
  const stub = stubFetch({
    'GET /conversations/c-1/messages': { body: [FROM_SELLER] },
    'PUT /conversations/c-1/read': { body: { acknowledged: true, unread: 0 } },
    ...handlers,
  });
  vi.stubGlobal('fetch', stub.fetchMock);
  renderPage(<ConversationView conversation={conversation} myId="buyer-1" />);
  return stub;
}

describe('ConversationView', () => {
  it('shows a link someone wrote as plain text, never as a link or markup, and marks the message read', async () => {
    const { calls } = render({});
    const text = await screen.findByText('Pay me at https://evil.example/pay <b>now</b>');
    expect(text.tagName).toBe('P');
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(list).toHaveAttribute('aria-live', 'polite');
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
    expect(list.querySelector('b')).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.key === 'PUT /conversations/c-1/read')).toBe(true));
  });

  it('leaves the focus on the heading when "Show earlier messages" reads the first message', async () => {
    const message = (n: number): Message => ({ ...FROM_SELLER, _id: `m-${n}`, text: `Message ${n}` });
    let pages = 0;
    render({
      'GET /conversations/c-1/messages': () => {
        pages += 1;
        // Newest first, 30 a page (the list's limit): a full first page has more behind it.
        return { body: pages === 1 ? Array.from({ length: 30 }, (_, i) => message(40 - i)) : [message(10)] };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show earlier messages' }));
    await screen.findByText('Message 10');
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('says so when there are no messages yet', async () => {
    render({ 'GET /conversations/c-1/messages': { body: [] } }, { ...CONVERSATION, unread: 0 });
    expect(await screen.findByText(CONVERSATION_MESSAGES.empty)).toBeInTheDocument();
  });

  it('counts the characters, refuses more than 2,000 and keeps the text', async () => {
    const { calls } = render({});
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, '  Hello  ');
    expect(screen.getByText('5 / 2,000')).toBeInTheDocument();
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(2001));
    expect(screen.getByText('2,001 / 2,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONVERSATION_MESSAGES.textTooLong);
    expect(box).toHaveValue('x'.repeat(2001));
    expect(calls.some((c) => c.key === 'POST /conversations/c-1/messages')).toBe(false);
  });

  it('Enter makes a new line, Ctrl+Enter sends; a failed send keeps the text and says why', async () => {
    const { calls } = render({
      'POST /conversations/c-1/messages': {
        status: 429,
        body: {
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'Too many attempts. Please wait 60 seconds and try again.',
        },
      },
    });
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Any fret wear?{Enter}And the case?');
    expect(box).toHaveValue('Any fret wear?\nAnd the case?');
    expect(calls.some((c) => c.key === 'POST /conversations/c-1/messages')).toBe(false);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 60 seconds and try again.',
    );
    expect(box).toHaveValue('Any fret wear?\nAnd the case?');
    const sent = calls.find((c) => c.key === 'POST /conversations/c-1/messages');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ text: 'Any fret wear?\nAnd the case?' });
  });

  it('empties the box once a message is sent', async () => {
    render({
      'POST /conversations/c-1/messages': {
        body: { acknowledged: true, message: { ...FROM_SELLER, _id: 'm-2', senderId: 'buyer-1', text: 'Thanks' } },
      },
    });
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Thanks');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('an admin reading a reported conversation gets no box to write in and marks nothing read', async () => {
    const { calls } = render(
      {},
      { ...CONVERSATION, myRole: 'admin', reported: true, reportReason: 'Asks to pay outside the site.' },
    );
    expect(await screen.findByText(/Pay me at/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText(/Reported: Asks to pay outside the site\./)).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'PUT /conversations/c-1/read')).toBe(false);
  });

  it('an admin closes the report after asking, and is taken back to the reported messages', async () => {
    const stub = stubFetch({
      'GET /conversations/c-1/messages': { body: [FROM_SELLER] },
      'POST /conversations/c-1/report/close': { body: { acknowledged: true } },
    });
    vi.stubGlobal('fetch', stub.fetchMock);
    const user = userEvent.setup();
    renderPage(
      <ConversationView
        conversation={{ ...CONVERSATION, myRole: 'admin', reported: true, reportReason: 'Rude.' }}
        myId="admin-1"
      />,
      {
        path: '/dashboard/messages/c-1',
        routes: [{ path: '/dashboard/reportedmessages', element: <p>Reported list</p> }],
      },
    );
    await user.click(await screen.findByRole('button', { name: CLOSE_REPORT_TEXTS.button }));
    expect(screen.getByRole('dialog')).toHaveTextContent(CLOSE_REPORT_TEXTS.confirm);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: CLOSE_REPORT_TEXTS.button }));
    expect(await screen.findByText('Reported list')).toBeInTheDocument();
    expect(stub.calls.filter((c) => c.key === 'POST /conversations/c-1/report/close')).toHaveLength(1);
  });
});
