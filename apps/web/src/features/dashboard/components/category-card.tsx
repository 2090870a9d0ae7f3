import type { ReactNode } from 'react';
import { ChartCard, type Column } from './chart-card.tsx';
import { CategoryChart, type Category } from './charts.tsx';
import { categorySummary } from './summaries.ts';

interface CategoryCardProps {
  title: string;
  /** What the bars are (the table's first column): "Role", "Status". */
  header: string;
  /** What is counted: "Users", "Listings", "Orders". */
  unit: string;
  data: Category[];
  empty?: ReactNode;
}

/** Counts by role or by status, drawn as bars, with a table of the same counts. */
export function CategoryCard({ title, header, unit, data, empty }: CategoryCardProps) {
  const columns: Column<Category>[] = [
    { header, cell: (row) => row.label },
    { header: unit, cell: (row) => row.value },
  ];
  const none = data.every((entry) => entry.value === 0);
  return (
    <ChartCard
      title={title}
      summary={categorySummary(title, data)}
      rows={data}
      columns={columns}
      empty={none ? empty : undefined}
    >
      <CategoryChart data={data} name={unit} />
    </ChartCard>
  );
}
