import { Link, useParams } from 'react-router';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useSession } from '../../auth/api.ts';
import { useConversation, useLiveMessages } from '../api.ts';
import { ConversationView } from '../components/conversation-view.tsx';

/** /dashboard/messages/:id: one conversation, for its buyer and seller (and admins once reported). */
export function ConversationPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const conversation = useConversation(id);
  useLiveMessages();

  if (conversation.isPending) return <Spinner label="Loading the conversation" />;
  if (conversation.isError)
    return (
      <QueryError
        what="this conversation"
        error={conversation.error}
        onRetry={() => void conversation.refetch()}
        retrying={conversation.isRefetching}
        action={
          <Link to="/dashboard/messages" className="btn btn-sm">
            Back to Messages
          </Link>
        }
      />
    );
  return <ConversationView conversation={conversation.data} myId={user?.id} />;
}
