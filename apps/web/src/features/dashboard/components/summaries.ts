import { DASHBOARD_WEEKS } from '@restrung/shared/dashboard';
import type { Category } from './charts.tsx';
import { weekLong } from './format.ts';

/** "Sales per week, last 12 weeks: 3 in total; most in the week of Nov 16, 2026 (2)." */
export function weeklySummary<K extends string>(
  title: string,
  rows: ({ week: string } & Record<K, number>)[],
  key: K,
  format: (value: number) => string = String,
): string {
  const total = rows.reduce((sum, row) => sum + row[key], 0);
  const top = rows.reduce((best, row) => (row[key] > best[key] ? row : best), rows[0]!);
  const most = total > 0 ? `; most in the week of ${weekLong(top.week)} (${format(top[key])})` : '';
  return `${title}, last ${DASHBOARD_WEEKS} weeks: ${format(total)} in total${most}.`;
}

/** "Users by role: Buyers 2, Sellers 2, Admins 1." */
export const categorySummary = (title: string, data: Category[]) =>
  `${title}: ${data.map((entry) => `${entry.label} ${entry.value}`).join(', ')}.`;
