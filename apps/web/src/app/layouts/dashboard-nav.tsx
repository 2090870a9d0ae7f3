import { NavLink } from 'react-router';
import type { Role } from '@restrung/shared/constants';
import { MessagesBadge } from '../../features/conversations/components/messages-badge.tsx';

const MESSAGES_PATH = '/dashboard/messages';

/** SPEC.md section 2: each role sees only its own links. */
export const DASHBOARD_LINKS: Record<Role, { label: string; to: string }[]> = {
  admin: [
    { label: 'All Sellers', to: '/dashboard/allseller' },
    { label: 'All Buyers', to: '/dashboard/allbuyer' },
    { label: 'Reported Item', to: '/dashboard/reporteditem' },
    { label: 'All Admins', to: '/dashboard/alladmin' },
    { label: 'Audit Log', to: '/dashboard/auditlog' },
    { label: 'Stolen Gear', to: '/dashboard/stolenreports' },
    { label: 'Reported Messages', to: '/dashboard/reportedmessages' },
  ],
  seller: [
    { label: 'Add A Product', to: '/dashboard/addproduct' },
    { label: 'My Products', to: '/dashboard/myproducts' },
    { label: 'Sales', to: '/dashboard/mysales' },
    { label: 'Messages', to: MESSAGES_PATH },
    { label: 'Report Stolen Gear', to: '/dashboard/stolengear' },
  ],
  buyer: [
    { label: 'My Orders', to: '/dashboard/myorders' },
    { label: 'Messages', to: MESSAGES_PATH },
    { label: 'Report Stolen Gear', to: '/dashboard/stolengear' },
  ],
};

/** Everyone's own pages (the watchlist, the account), after the role's links. */
export const ACCOUNT_LINKS = [
  { label: 'Watchlist', to: '/dashboard/watchlist' },
  { label: 'Profile', to: '/dashboard/profile' },
  { label: 'Email Settings', to: '/dashboard/email-settings' },
];

export function DashboardNav({ role }: { role: Role | undefined }) {
  return (
    <nav aria-label="Dashboard" className="border-b border-base-300 bg-base-100">
      <ul className="menu menu-horizontal mx-auto flex max-w-6xl flex-wrap gap-1 px-4">
        {role &&
          [...DASHBOARD_LINKS[role], ...ACCOUNT_LINKS].map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) => (isActive ? 'menu-active font-semibold' : 'font-medium')}
              >
                {link.label}
                {link.to === MESSAGES_PATH && <MessagesBadge />}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
