import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { useFocusFallback } from '../../../lib/use-focus-fallback.ts';
import { CloseReportButton } from '../components/close-report-button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListSection } from '../../../components/list-section.tsx';
import { conversationPath, useReportedConversations } from '../api.ts';
import { formatMessageTime } from '../components/format-time.ts';
import type { Conversation } from '@restrung/shared/conversation';

/** Admins: conversations one of their people reported, newest report first. Opening one is audited. */
export function ReportedConversationsPage() {
  const reported = useReportedConversations();
  const rows = reported.rows ?? [];
  // Closing a report takes its row, and the button that had the keyboard, off the page.
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusFallback(list, heading, rows);
  return (
    <section aria-labelledby="reported-conversations-heading" className="flex flex-col gap-6">
      <h1 id="reported-conversations-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold sm:text-3xl">
        Reported Messages
      </h1>
      <p className="text-base-content/80">Conversations are private: each one you open is recorded in the audit log.</p>
      <ListSection
        query={reported}
        what="the reported conversations"
        loadingLabel="Loading reported conversations"
        isEmpty={rows.length === 0}
        empty={<EmptyState>No reported conversations</EmptyState>}
      >
        <ul
          ref={list}
          className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300 bg-base-100"
        >
          {rows.map((conversation) => (
            <ReportedRow key={conversation._id} conversation={conversation} />
          ))}
        </ul>
      </ListSection>
    </section>
  );
}

function ReportedRow({ conversation }: { conversation: Conversation }) {
  const nameId = useId();
  return (
    <li className="flex flex-wrap items-center gap-3 p-3 sm:p-4">
      <div className="min-w-0 flex-1">
        <p id={nameId} className="font-semibold wrap-anywhere">
          {conversation.buyerName} and {conversation.sellerName} about {conversation.productName}
        </p>
        <p className="text-sm wrap-anywhere">Reason: {conversation.reportReason}</p>
        {conversation.reportedAt && (
          <time dateTime={conversation.reportedAt} className="text-xs text-base-content/60">
            Reported {formatMessageTime(conversation.reportedAt)}
          </time>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={conversationPath(conversation._id)} className="btn btn-sm" aria-describedby={nameId}>
          Read conversation
        </Link>
        <CloseReportButton conversationId={conversation._id} describedBy={nameId} />
      </div>
    </li>
  );
}
