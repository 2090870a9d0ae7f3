import { useId, type ReactNode } from 'react';
import { DASHBOARD_TEXT } from '@restrung/shared/dashboard';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

interface ChartCardProps<T> {
  title: string;
  /** One sentence saying what the chart shows, read out instead of the drawing. */
  summary: string;
  rows: T[];
  columns: Column<T>[];
  /** Shown instead of the chart and its table when there is nothing to draw. */
  empty?: ReactNode;
  children: ReactNode;
}

/**
 * A chart with its title, a spoken summary (role="img": a screen reader reads the label, not the SVG's shapes)
 * and the same figures as a table anyone can open. The table is the chart's data, so nothing is only drawn.
 */
export function ChartCard<T>({ title, summary, rows, columns, empty, children }: ChartCardProps<T>) {
  const titleId = useId();
  return (
    <figure
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col rounded-box border border-base-300 bg-base-100 p-4 text-left shadow-sm"
    >
      <figcaption id={titleId} className="font-semibold">
        {title}
      </figcaption>
      {empty ? (
        <div className="mt-3 flex min-h-32 flex-1 flex-col items-center justify-center gap-3 rounded-box bg-base-200 p-4 text-center text-base-content/80">
          {empty}
        </div>
      ) : (
        <>
          <div role="img" aria-label={summary} className="mt-3 h-56 w-full">
            {/* The drawing's own SVG and tooltip would be read as a second, unlabelled image: the summary speaks for it. */}
            <div aria-hidden="true" className="h-full w-full">
              {children}
            </div>
          </div>
          <details className="mt-2">
            <summary className="cursor-pointer text-sm font-medium text-primary">{DASHBOARD_TEXT.showAsTable}</summary>
            <div className="mt-2 overflow-x-auto">
              <table className="table table-sm">
                <caption className="sr-only">{title}</caption>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column.header} scope="col">
                        {column.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a chart's points in their fixed order; rows never move
                    <tr key={i}>
                      {columns.map((column, j) =>
                        j === 0 ? (
                          <th key={column.header} scope="row" className="font-normal">
                            {column.cell(row)}
                          </th>
                        ) : (
                          <td key={column.header}>{column.cell(row)}</td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </figure>
  );
}
