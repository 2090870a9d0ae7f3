import type { ReactNode } from 'react';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { AdminCell } from './admin-table.tsx';

interface PersonCellsProps {
  index: number;
  person: { name: string; email: string; img: string | null };
  /** The name's element id, which the row's buttons name themselves by (aria-describedby). */
  nameId: string;
  /** Beside the name, e.g. the "You" badge. */
  nameExtra?: ReactNode;
  /** The photo's height in phone-card rows, as a literal Tailwind class. */
  avatarRows: 'max-md:row-span-2' | 'max-md:row-span-3';
}

/**
 * The first cells of every person row in the admin tables (All Admins, All Sellers, All Buyers): index, photo,
 * name and email. On phones the row is a card: photo left, then index and name, then email.
 */
export function PersonCells({ index, person, nameId, nameExtra, avatarRows }: PersonCellsProps) {
  return (
    <>
      <AdminCell className="tabular-nums text-base-content/70 max-md:col-start-2 max-md:row-start-1 max-md:text-sm">
        <span className="md:hidden" aria-hidden="true">
          #
        </span>
        {index}
      </AdminCell>
      <AdminCell className={`max-md:col-start-1 ${avatarRows} max-md:row-start-1 max-md:self-start`}>
        <UserAvatar name={person.name} src={person.img} />
      </AdminCell>
      <AdminCell className="font-semibold max-md:col-start-3 max-md:row-start-1 max-md:min-w-0 max-md:wrap-anywhere">
        <span id={nameId}>{person.name}</span>
        {nameExtra}
      </AdminCell>
      <AdminCell className="break-all max-md:col-span-2 max-md:col-start-2 max-md:row-start-2 max-md:text-sm">
        {person.email}
      </AdminCell>
    </>
  );
}
