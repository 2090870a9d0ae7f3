// The yardsticks the bench compares Restrung to: a bare node:http server answering "hello", or the same
// gzip bytes of one file. Plain JavaScript, no framework, so its figure is what this machine can do.
//   node bench/bare-server.mjs hello
//   node bench/bare-server.mjs gzip <file>
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const [mode, file] = process.argv.slice(2);
const body = mode === 'gzip' ? gzipSync(readFileSync(file)) : Buffer.from('hello');
const headers =
  mode === 'gzip'
    ? { 'content-type': 'text/javascript; charset=utf-8', 'content-encoding': 'gzip', 'content-length': body.length }
    : { 'content-type': 'text/plain', 'content-length': body.length };

const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
