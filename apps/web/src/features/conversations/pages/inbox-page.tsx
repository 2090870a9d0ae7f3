import { Link } from 'react-router';
import { CONVERSATION_MESSAGES } from '@restrung/shared/conversation';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListSection } from '../../../components/list-section.tsx';
import { conversationPath, useInbox, useLiveMessages } from '../api.ts';
import { formatMessageTime } from '../components/format-time.ts';

/** /dashboard/messages: every conversation I am in (as buyer or seller), newest activity first, unread marked. */
export function InboxPage() {
  const inbox = useInbox();
  useLiveMessages();
  const rows = inbox.rows ?? [];
  return (
    <section aria-labelledby="inbox-heading" className="flex flex-col gap-6">
      <h1 id="inbox-heading" className="text-2xl font-bold sm:text-3xl">
        Messages
      </h1>
      <ListSection
        query={inbox}
        what="your messages"
        loadingLabel="Loading your messages"
        isEmpty={rows.length === 0}
        empty={
          <EmptyState action={{ label: 'Browse guitars', to: '/search' }}>{CONVERSATION_MESSAGES.empty}</EmptyState>
        }
        loadMoreLabel="Load more"
      >
        <ul className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
          {rows.map((conversation) => (
            <li key={conversation._id}>
              <Link
                to={conversationPath(conversation._id)}
                className="flex items-center gap-3 p-3 hover:bg-base-200 sm:p-4"
              >
                <img src={conversation.productPhoto} alt="" className="size-12 shrink-0 rounded-field object-cover" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-baseline gap-x-2">
                    <span className={conversation.unread > 0 ? 'font-bold' : 'font-semibold'}>
                      {conversation.otherName}
                    </span>
                    <span className="text-sm text-base-content/70 wrap-anywhere">about {conversation.productName}</span>
                  </p>
                  <p className="truncate text-sm text-base-content/80">{conversation.lastMessage}</p>
                  {conversation.lastMessageAt && (
                    <time dateTime={conversation.lastMessageAt} className="text-xs text-base-content/60">
                      {formatMessageTime(conversation.lastMessageAt)}
                    </time>
                  )}
                </div>
                {conversation.unread > 0 && (
                  <span className="badge badge-primary">
                    {conversation.unread}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </ListSection>
    </section>
  );
}
