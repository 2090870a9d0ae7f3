import type { ReactNode } from 'react';
import type { WeeklySales } from '@restrung/shared/dashboard';
import { DASHBOARD_TEXT } from '@restrung/shared/dashboard';
import { ChartCard, type Column } from './chart-card.tsx';
import { THEME, WeeklyChart } from './charts.tsx';
import { formatPrice, weekLong } from './format.ts';
import { weeklySummary } from './summaries.ts';

const COLUMNS: Column<WeeklySales>[] = [
  { header: DASHBOARD_TEXT.weekColumn, cell: (row) => weekLong(row.week) },
  { header: 'Sales', cell: (row) => row.sales },
  { header: 'Revenue', cell: (row) => formatPrice(row.revenue) },
];

/** Sales per week and revenue per week; with no sale at all, one empty state stands for both. */
export function SalesCards({
  weeks,
  salesTitle,
  revenueTitle,
  empty,
}: {
  weeks: WeeklySales[];
  salesTitle: string;
  revenueTitle: string;
  empty: ReactNode;
}) {
  const none = weeks.every((week) => week.sales === 0);
  return (
    <>
      <ChartCard
        title={salesTitle}
        summary={weeklySummary(salesTitle, weeks, 'sales')}
        rows={weeks}
        columns={COLUMNS}
        empty={none ? empty : undefined}
      >
        <WeeklyChart data={weeks} dataKey="sales" name="Sales" color={THEME.primary} />
      </ChartCard>
      {!none && (
        <ChartCard
          title={revenueTitle}
          summary={weeklySummary(revenueTitle, weeks, 'revenue', formatPrice)}
          rows={weeks}
          columns={COLUMNS}
        >
          <WeeklyChart data={weeks} dataKey="revenue" name="Revenue" color={THEME.secondary} dollars />
        </ChartCard>
      )}
    </>
  );
}
