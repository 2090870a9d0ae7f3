import { useId, type ReactNode } from 'react';
import type { UserRow } from '@restrung/shared/user';
import { AdminCell, AdminRow, AdminTable, DeleteButton } from './admin-table.tsx';
import { PersonCells } from './person-cells.tsx';

interface UsersTableProps {
  labelledBy: string;
  users: UserRow[];
  /** The number shown beside the first row (lists are paginated). */
  /** The sellers' Verified label or Verify Seller button; no column when absent. */
  status?: { header: string; render: (user: UserRow, nameId: string) => ReactNode };
  deleting: Set<string>;
  onDelete: (user: UserRow) => void;
}

/**
 * All Sellers and All Buyers: index, photo, name, email, role (SPEC.md section 2), a seller's verification
 * and a delete button. On phones each row is a card: photo left, index and name, email, role, then actions.
 */
export function UsersTable({ labelledBy, users, status, deleting, onDelete }: UsersTableProps) {
  const headers = [
    '#',
    'Photo',
    'Name',
    'Email',
    'Role',
    ...(status ? [status.header] : []),
    <span key="actions" className="sr-only">
      Actions
    </span>,
  ];
  return (
    <AdminTable labelledBy={labelledBy} headers={headers}>
      {users.map((user, index) => (
        <UserTableRow
          key={user._id}
          user={user}
          index={index + 1}
          status={status}
          deleting={deleting.has(user._id)}
          onDelete={onDelete}
        />
      ))}
    </AdminTable>
  );
}

function UserTableRow({
  user,
  index,
  status,
  deleting,
  onDelete,
}: {
  user: UserRow;
  index: number;
  status: UsersTableProps['status'];
  deleting: boolean;
  onDelete: (user: UserRow) => void;
}) {
  const nameId = useId();
  return (
    <AdminRow grid="max-md:grid-cols-[auto_auto_minmax(0,1fr)]">
      <PersonCells index={index} person={user} nameId={nameId} avatarRows="max-md:row-span-3" />
      <AdminCell className="max-md:col-span-2 max-md:col-start-2 max-md:row-start-3">
        <span className="badge badge-ghost badge-sm capitalize">{user.role}</span>
      </AdminCell>
      {status && (
        <AdminCell className="max-md:col-span-2 max-md:col-start-1 max-md:row-start-4 max-md:mt-3">
          {status.render(user, nameId)}
        </AdminCell>
      )}
      <AdminCell
        className={`text-right max-md:row-start-4 max-md:mt-3 ${status ? 'max-md:col-start-3 max-md:justify-self-end' : 'max-md:col-span-3 max-md:col-start-1 max-md:justify-self-end'}`}
      >
        <DeleteButton onClick={() => onDelete(user)} busy={deleting} describedBy={nameId} />
      </AdminCell>
    </AdminRow>
  );
}
