import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Conversation } from '@restrung/shared/conversation';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { useFocusFallback } from '../../../lib/use-focus-fallback.ts';
import { useMarkConversationRead, useMessages, useSendMessage } from '../api.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageList } from './message-list.tsx';
import { ReportConversation } from './report-conversation.tsx';
import { CloseReportButton } from './close-report-button.tsx';

interface Props {
  conversation: Conversation;
  myId: string | undefined;
}

/**
 * One conversation: who it is with and about which guitar, the messages (older ones on request), and the box to
 * answer in. Its people mark it read as new messages show; an admin reading a reported one only reads.
 */
export function ConversationView({ conversation, myId }: Props) {
  const messages = useMessages(conversation._id);
  const send = useSendMessage(conversation._id);
  const markRead = useMarkConversationRead(conversation._id);
  const isAdmin = conversation.myRole === 'admin';
  const navigate = useNavigate();
  const rows = messages.rows ?? [];
  const newest = rows[0];
  const lastMarked = useRef<string | undefined>(undefined);
  // "Show earlier messages" goes away with the first message: the keyboard moves to the heading above them.
  const olderArea = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusFallback(olderArea, heading, messages.hasNextPage);

  // A new message from the other side is read once it shows here.
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (isAdmin || !newest || newest._id === lastMarked.current) return;
    lastMarked.current = newest._id;
    if (newest.senderId !== myId || conversation.unread > 0) markAsRead();
  }, [isAdmin, newest, myId, conversation.unread, markAsRead]);

  return (
    <section aria-labelledby="conversation-heading" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center gap-4">
        <img src={conversation.productPhoto} alt="" className="size-14 shrink-0 rounded-field object-cover" />
        {/* At least 14rem before Report goes under it: squeezed beside it on a phone, "Conversation" broke mid-word. */}
        <div className="min-w-0 grow basis-56">
          <h1
            ref={heading}
            id="conversation-heading"
            tabIndex={-1}
            className="text-xl font-bold wrap-anywhere sm:text-2xl"
          >
            {isAdmin
              ? `${conversation.buyerName} and ${conversation.sellerName}`
              : `Conversation with ${conversation.otherName}`}
          </h1>
          <p className="wrap-anywhere text-base-content/80">
            About{' '}
            {conversation.productId ? (
              <Link to={`/product/${conversation.productId}`} className="link">
                {conversation.productName}
              </Link>
            ) : (
              conversation.productName
            )}
          </p>
        </div>
        {conversation.reported ? (
          <span className="badge badge-error badge-soft">
            Reported{isAdmin && conversation.reportReason ? `: ${conversation.reportReason}` : ''}
          </span>
        ) : (
          !isAdmin && <ReportConversation conversationId={conversation._id} />
        )}
      </header>

      {messages.data === undefined ? (
        messages.error ? (
          <QueryError
            what="the messages"
            error={messages.error}
            onRetry={() => void messages.refetch()}
            retrying={messages.isFetching}
          />
        ) : (
          <Spinner label="Loading messages" />
        )
      ) : (
        <>
          <div ref={olderArea} className="self-center empty:hidden">
            {messages.hasNextPage && (
              <PendingButton
                className="btn btn-outline btn-sm"
                onClick={() => void messages.fetchNextPage()}
                pending={messages.isFetchingNextPage}
              >
                {messages.isFetchingNextPage ? 'Loading…' : 'Show earlier messages'}
              </PendingButton>
            )}
          </div>
          <MessageList messages={[...rows].reverse()} myId={myId} />
        </>
      )}

      {isAdmin ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-base-content/70">
            You are reading a reported conversation. Your reading is recorded in the audit log.
          </p>
          <CloseReportButton
            conversationId={conversation._id}
            onClosed={() => navigate('/dashboard/reportedmessages', { replace: true })}
          />
        </div>
      ) : conversation.open ? (
        <MessageComposer onSend={(text) => send.mutateAsync(text)} />
      ) : (
        <p className="text-sm text-base-content/70">
          The other person has deleted their account, so this conversation is closed.
        </p>
      )}
    </section>
  );
}
