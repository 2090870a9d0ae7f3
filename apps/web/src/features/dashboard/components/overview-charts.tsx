import { Link } from 'react-router';
import {
  DASHBOARD_TEXT as T,
  type AdminOverview,
  type BuyerOverview,
  type DashboardOverview,
  type SellerOverview,
} from '@restrung/shared/dashboard';
import { CategoryCard } from './category-card.tsx';
import { ChartCard } from './chart-card.tsx';
import { THEME, WeeklyChart } from './charts.tsx';
import { weekLong } from './format.ts';
import { SalesCards } from './sales-cards.tsx';
import { weeklySummary } from './summaries.ts';
import { OpenReportsCard } from './open-reports-card.tsx';
import { PATHS } from '../../../components/site-links.ts';

/**
 * The charts of the dashboard home. This module and the charting library are loaded only here (React.lazy in
 * overview-section.tsx), so no other page downloads them.
 */

const GRID = 'grid gap-4 md:grid-cols-2';

function Empty({ text, to, action }: { text: string; to?: string; action?: string }) {
  return (
    <>
      <p>{text}</p>
      {to && action && (
        <Link to={to} className="btn btn-primary btn-sm">
          {action}
        </Link>
      )}
    </>
  );
}

function AdminCharts({ overview }: { overview: AdminOverview }) {
  const { usersByRole, listingsPerWeek } = overview;
  const listingsEmpty = listingsPerWeek.every((week) => week.count === 0);
  return (
    <div className={GRID}>
      <SalesCards
        weeks={overview.salesPerWeek}
        salesTitle={T.salesPerWeek}
        revenueTitle={T.revenuePerWeek}
        empty={<Empty text={T.noSalesAdmin} />}
      />
      <ChartCard
        title={T.listingsPerWeek}
        summary={weeklySummary(T.listingsPerWeek, listingsPerWeek, 'count')}
        rows={listingsPerWeek}
        columns={[
          { header: T.weekColumn, cell: (row) => weekLong(row.week) },
          { header: 'New listings', cell: (row) => row.count },
        ]}
        empty={listingsEmpty ? <Empty text={T.noListingsAdmin} /> : undefined}
      >
        <WeeklyChart data={listingsPerWeek} dataKey="count" name="New listings" color={THEME.accent} />
      </ChartCard>
      <CategoryCard
        title={T.usersByRole}
        header="Role"
        unit="Users"
        data={[
          { label: 'Buyers', value: usersByRole.buyer, color: THEME.info },
          { label: 'Sellers', value: usersByRole.seller, color: THEME.accent },
          { label: 'Admins', value: usersByRole.admin, color: THEME.secondary },
        ]}
      />
      <OpenReportsCard {...overview.openReports} />
    </div>
  );
}

function SellerCharts({ overview }: { overview: SellerOverview }) {
  const { Available, Booked, Paid } = overview.listingsByStatus;
  return (
    <div className={GRID}>
      <CategoryCard
        title={T.listingsByStatus}
        header="Status"
        unit="Listings"
        data={[
          { label: 'Available', value: Available, color: THEME.success },
          { label: 'Booked', value: Booked, color: THEME.warning },
          { label: 'Paid', value: Paid, color: THEME.primary },
        ]}
        empty={<Empty text={T.noListingsSeller} to="/dashboard/addproduct" action={T.addProduct} />}
      />
      <SalesCards
        weeks={overview.salesPerWeek}
        salesTitle={T.yourSales}
        revenueTitle={T.yourRevenue}
        empty={<Empty text={T.noSalesSeller} />}
      />
    </div>
  );
}

function BuyerCharts({ overview }: { overview: BuyerOverview }) {
  const { Booked, Paid } = overview.ordersByStatus;
  return (
    <div className={GRID}>
      <CategoryCard
        title={T.ordersByStatus}
        header="Status"
        unit="Orders"
        data={[
          { label: 'Booked', value: Booked, color: THEME.warning },
          { label: 'Paid', value: Paid, color: THEME.success },
        ]}
        empty={<Empty text={T.noOrders} to={PATHS.products} action={T.browseGuitars} />}
      />
    </div>
  );
}

export default function OverviewCharts({ overview }: { overview: DashboardOverview }) {
  if (overview.role === 'admin') return <AdminCharts overview={overview} />;
  if (overview.role === 'seller') return <SellerCharts overview={overview} />;
  return <BuyerCharts overview={overview} />;
}
