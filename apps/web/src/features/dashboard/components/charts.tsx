import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { setAutoFreeze } from 'immer';
import { dollarsTick, weekLong, weekTick } from './format.ts';

// Recharts keeps chart parts in a Redux store, whose immer freezes what it holds; under Preact those parts include
// element objects Preact writes to as it renders ("Cannot assign to read only property"). Nothing here relies on
// the store being frozen: it only guards against a reducer writing to its state by mistake.
setAutoFreeze(false);

/** The site's daisyUI theme colours, as CSS variables the SVG resolves. */
export const THEME = {
  primary: 'var(--color-primary)',
  secondary: 'var(--color-secondary)',
  accent: 'var(--color-accent)',
  success: 'var(--color-success)',
  warning: 'var(--color-warning)',
  info: 'var(--color-info)',
  text: 'var(--color-base-content)',
  grid: 'var(--color-base-300)',
} as const;

const AXIS = { stroke: THEME.text, tick: { fill: THEME.text, fontSize: 12 }, tickLine: false } as const;
const TOOLTIP_STYLE = {
  backgroundColor: 'var(--color-base-100)',
  borderColor: THEME.grid,
  borderRadius: 8,
  color: THEME.text,
};
// No drawing motion: it is decoration, it replays whenever the container is resized (turning a phone), and a
// chart that is still growing is misread.
const ANIMATE = false;

interface WeeklyChartProps<K extends string> {
  data: ({ week: string } & Record<K, number>)[];
  dataKey: K;
  /** The series' name in the tooltip. */
  name: string;
  color: string;
  dollars?: boolean;
}

/** One figure per week, as bars (counts) or a line (dollars). Ticks thin out by themselves on a narrow phone. */
export function WeeklyChart<K extends string>({ data, dataKey, name, color, dollars = false }: WeeklyChartProps<K>) {
  const Chart = dollars ? LineChart : BarChart;
  const format = (value: unknown) => (dollars ? dollarsTick(Number(value)) : String(value));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <Chart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke={THEME.grid} vertical={false} />
        <XAxis dataKey="week" tickFormatter={weekTick} interval="preserveStartEnd" minTickGap={12} {...AXIS} />
        <YAxis allowDecimals={false} tickFormatter={format} width={dollars ? 52 : 32} {...AXIS} />
        <Tooltip
          labelFormatter={(week) => `Week of ${weekLong(String(week))}`}
          formatter={(value) => [format(value), name]}
          contentStyle={TOOLTIP_STYLE}
          cursor={{ fill: 'var(--color-base-200)' }}
        />
        {dollars ? (
          <Line
            type="monotone"
            dataKey={dataKey}
            name={name}
            stroke={color}
            strokeWidth={2}
            dot={{ r: 3, fill: color }}
            isAnimationActive={ANIMATE}
          />
        ) : (
          <Bar
            dataKey={dataKey}
            name={name}
            fill={color}
            radius={[4, 4, 0, 0]}
            maxBarSize={32}
            isAnimationActive={ANIMATE}
          />
        )}
      </Chart>
    </ResponsiveContainer>
  );
}

export interface Category {
  label: string;
  value: number;
  color: string;
}

/** A few named counts (by role, by status), one bar each in its own colour. */
export function CategoryChart({ data, name }: { data: Category[]; name: string }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke={THEME.grid} vertical={false} />
        <XAxis dataKey="label" {...AXIS} />
        <YAxis allowDecimals={false} width={32} {...AXIS} />
        <Tooltip
          formatter={(value) => [String(value), name]}
          contentStyle={TOOLTIP_STYLE}
          cursor={{ fill: 'var(--color-base-200)' }}
        />
        <Bar dataKey="value" name={name} radius={[4, 4, 0, 0]} maxBarSize={56} isAnimationActive={ANIMATE}>
          {data.map((entry) => (
            <Cell key={entry.label} fill={entry.color} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
