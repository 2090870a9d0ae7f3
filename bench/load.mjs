// The load generator, run as its own process so it never shares a CPU budget with the server's event loop.
// Reads one JSON job from stdin, drives it with autocannon and prints one JSON summary line.
//   echo '{"url":"http://127.0.0.1:3000/api/health","connections":8,"seconds":5}' | node bench/load.mjs
import { text } from 'node:stream/consumers';
import autocannon from 'autocannon';

const job = JSON.parse(await text(process.stdin));
const paths = job.paths ?? [new URL(job.url).pathname + new URL(job.url).search];
let next = 0;

async function run(seconds) {
  return autocannon({
    url: new URL(job.url).origin,
    connections: job.connections ?? 8,
    duration: seconds,
    headers: job.headers ?? {},
    // Cycles through the given paths (e.g. many product ids) so no single row stays hot.
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
}

const warmup = job.warmupSeconds ? await run(job.warmupSeconds) : undefined;
const result = await run(job.seconds ?? 5);
const non2xx = result.non2xx + result.errors + result.timeouts;
process.stdout.write(
  `${JSON.stringify({
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    warmupRequests: warmup?.requests.total ?? 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerSecond: result.throughput.average,
    failures: non2xx,
    statusCodes: result.statusCodeStats,
  })}\n`,
);
