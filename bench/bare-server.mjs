// The yardsticks the bench compares Restrung to: a bare node:http server answering "hello", the same gzip bytes of
// one file, or a copy of one answer of a running server, its status, headers and body as they were sent. Plain
// JavaScript, no framework, so its figure is what this machine can do.
//   node bench/bare-server.mjs hello
//   node bench/bare-server.mjs gzip <file>
//   node bench/bare-server.mjs copy <url>
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** What differs from one answer to the next, or belongs to the connection: node:http writes its own. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

async function copyOf(url) {
  const answer = await fetch(url);
  // fetch hands back a body decoded: copied with its content-encoding header, it would be sent wrong.
  if (answer.headers.has('content-encoding')) throw new Error(`copy: ${url} came compressed`);
  const headers = {};
  for (const [name, value] of answer.headers) if (!PER_ANSWER.has(name)) headers[name] = value;
  return { status: answer.status, headers, body: Buffer.from(await answer.arrayBuffer()) };
}

const [mode, source] = process.argv.slice(2);
let status = 200;
let body;
let headers;
if (mode === 'copy') ({ status, headers, body } = await copyOf(source));
else {
  body = mode === 'gzip' ? gzipSync(readFileSync(source)) : Buffer.from('hello');
  headers =
    mode === 'gzip'
      ? { 'content-type': 'text/javascript; charset=utf-8', 'content-encoding': 'gzip', 'content-length': body.length }
      : { 'content-type': 'text/plain', 'content-length': body.length };
}

const server = createServer((_request, response) => {
  response.writeHead(status, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
