import { CONVERSATION_MESSAGES, type Message } from '@restrung/shared/conversation';
import { formatMessageTime } from './format-time.ts';

interface Props {
  /** Oldest first. */
  messages: Message[];
  myId: string | undefined;
}

/**
 * The messages, oldest first. Text is shown as plain text (React escapes it): a link someone wrote is never made
 * clickable, so nobody is led off the site by a stranger. New messages are read out politely.
 */
export function MessageList({ messages, myId }: Props) {
  if (messages.length === 0)
    return (
      <div className="rounded-box bg-base-200 p-6 text-center">
        <p className="font-semibold">{CONVERSATION_MESSAGES.empty}</p>
        <p className="text-sm text-base-content/70">Ask about its condition, what comes with it, or when to try it.</p>
      </div>
    );
  return (
    <ol aria-live="polite" aria-relevant="additions" aria-label="Messages" className="flex flex-col gap-3">
      {messages.map((message) => {
        const mine = message.senderId !== null && message.senderId === myId;
        return (
          <li key={message._id} className={`chat ${mine ? 'chat-end' : 'chat-start'}`}>
            <div className="chat-header text-sm">
              <span className="font-semibold">{mine ? 'You' : message.senderName}</span>{' '}
              <time dateTime={message.createdAt} className="text-xs opacity-70">
                {formatMessageTime(message.createdAt)}
              </time>
            </div>
            <p className={`chat-bubble whitespace-pre-wrap wrap-anywhere ${mine ? 'chat-bubble-primary' : ''}`}>
              {message.text}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
