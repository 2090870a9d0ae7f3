import { useId } from 'react';
import { toast } from '../../../lib/toast.ts';
import { ADMIN_ACCOUNTS_TEXTS as TEXT, DEMOTE_MESSAGES, type AdminRow } from '@restrung/shared/admin-accounts';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useSession } from '../../auth/api.ts';
import { useAdmins, useDemoteAdmin, useDemotingIds } from '../admins-api.ts';
import {
  AdminCell,
  AdminRow as Row,
  AdminTable,
  EmptyState,
  PageHeading,
  useRowsFocusFallback,
} from '../components/admin-table.tsx';
import { toastFailure } from '../../../lib/failure.ts';
import { PersonCells } from '../components/person-cells.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';

/** All Admins: every admin, and "Remove admin rights" for the others (never yourself; the server keeps the last one). */
export function AllAdminsPage() {
  const { user } = useSession();
  const { data, error, isFetching, refetch } = useAdmins();
  const demote = useDemoteAdmin();
  const demoting = useDemotingIds();
  const confirm = useConfirm();

  const onDemote = async (admin: AdminRow) => {
    if (!(await confirm(TEXT.confirm(admin.name, admin.email), { confirmLabel: TEXT.confirmAction, danger: true })))
      return;
    demote.mutate(admin, {
      onSuccess: () => toast.success(DEMOTE_MESSAGES.done(admin.name)),
      onError: (failure) => toastFailure(failure),
    });
  };

  const focus = useRowsFocusFallback(data);

  return (
    <section ref={focus.list} aria-labelledby="all-admins-title">
      <PageHeading id="all-admins-title" title={TEXT.title} intro={TEXT.intro} headingRef={focus.heading} />
      {!data ? (
        error ? (
          <QueryError what="the admins" error={error} onRetry={() => void refetch()} retrying={isFetching} />
        ) : (
          <Spinner label="Loading admins" />
        )
      ) : data.length === 0 ? (
        <EmptyState>{TEXT.empty}</EmptyState>
      ) : (
        <AdminTable
          labelledBy="all-admins-title"
          headers={[
            '#',
            'Photo',
            'Name',
            'Email',
            <span key="actions" className="sr-only">
              Actions
            </span>,
          ]}
        >
          {data.map((admin, index) => (
            <AdminTableRow
              key={admin._id}
              admin={admin}
              index={index + 1}
              isYou={admin._id === user?.id}
              // Until the session is known, nobody's row offers the button: it could be your own.
              canDemote={Boolean(user) && admin._id !== user?.id}
              busy={demoting.has(admin._id)}
              onDemote={(a) => void onDemote(a)}
            />
          ))}
        </AdminTable>
      )}
    </section>
  );
}

function AdminTableRow({
  admin,
  index,
  isYou,
  canDemote,
  busy,
  onDemote,
}: {
  admin: AdminRow;
  index: number;
  isYou: boolean;
  canDemote: boolean;
  busy: boolean;
  onDemote: (admin: AdminRow) => void;
}) {
  const nameId = useId();
  return (
    <Row grid="max-md:grid-cols-[auto_auto_minmax(0,1fr)]">
      <PersonCells
        index={index}
        person={admin}
        nameId={nameId}
        nameExtra={isYou && <span className="badge badge-primary badge-sm ml-2">{TEXT.you}</span>}
        avatarRows="max-md:row-span-2"
      />
      <AdminCell className="text-right max-md:col-span-3 max-md:col-start-1 max-md:row-start-3 max-md:mt-3 max-md:justify-self-end">
        {canDemote && (
          <PendingButton
            className="btn btn-sm btn-warning btn-outline whitespace-nowrap"
            onClick={() => onDemote(admin)}
            pending={busy}
            aria-describedby={nameId}
          >
            {TEXT.removeButton}
          </PendingButton>
        )}
      </AdminCell>
    </Row>
  );
}
