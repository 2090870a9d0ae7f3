/**
 * Two bench reports side by side: `npm run bench:compare -- bench/results/A.json bench/results/B.json`.
 * Ratios to the bare server of the same run are the figures to compare across runs (req/s moves with load).
 */
import { readFileSync } from 'node:fs';

interface Row {
  key: string;
  name: string;
  requestsPerSecond: number;
  ratio: number | null;
  p50: number;
  p99: number;
}
interface Report {
  database: string;
  startToFirst200Ms: number;
  idleRssMB: number;
  rows: Row[];
}
interface File {
  date: string;
  commit: string;
  machine: { loadAverageAtStart: number[] };
  reports: Report[];
}

const [a, b] = process.argv.slice(2).map((file) => JSON.parse(readFileSync(file, 'utf8')) as File);
if (!a || !b) throw new Error('usage: bench/compare.ts <before.json> <after.json>');
const ratio = (r?: Row) => (r?.ratio == null ? '-' : `${r.ratio.toFixed(3)}x`);
console.log(
  `before: ${a.date} (${a.commit}, load ${a.machine.loadAverageAtStart[0]?.toFixed(1)})   after: ${b.date} (${b.commit}, load ${b.machine.loadAverageAtStart[0]?.toFixed(1)})`,
);
for (const before of a.reports) {
  const after = b.reports.find((r) => r.database === before.database);
  if (!after) continue;
  console.log(`\n${before.database}`);
  console.log(`  ${'call'.padEnd(48)} ${'before'.padStart(20)} ${'after'.padStart(20)}`);
  const keys = [...new Set([...before.rows, ...after.rows].map((r) => r.key))];
  for (const key of keys) {
    const x = before.rows.find((r) => r.key === key);
    const y = after.rows.find((r) => r.key === key);
    const cell = (r?: Row) => (r ? `${ratio(r)} p50 ${r.p50}` : '-');
    console.log(`  ${(y ?? x)!.name.padEnd(48)} ${cell(x).padStart(20)} ${cell(y).padStart(20)}`);
  }
  console.log(
    `  ${'idle RSS (MB)'.padEnd(48)} ${String(before.idleRssMB).padStart(20)} ${String(after.idleRssMB).padStart(20)}`,
  );
  console.log(
    `  ${'start to first 200 (ms)'.padEnd(48)} ${before.startToFirst200Ms.toFixed(0).padStart(20)} ${after.startToFirst200Ms.toFixed(0).padStart(20)}`,
  );
}
