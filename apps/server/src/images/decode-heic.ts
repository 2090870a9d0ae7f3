import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** A decoded picture: RGBA, four bytes a pixel. */
export interface DecodedPicture {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Run in a worker thread of its own. libheif's WebAssembly decodes on the thread that calls it: 1.3 s and about
 * 150 MB for a 12-megapixel iPhone photo on this project's machine, which on the server's thread would hold every
 * other request for that long. CommonJS, because an `eval` worker is a script.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
require(workerData.decoder)({ buffer: workerData.input }).then(
  ({ width, height, data }) => parentPort.postMessage({ width, height, data }, [data.buffer]),
  (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
);
`;

/**
 * How many photos may wait behind the one being decoded. Each waiting upload holds its file in memory, and the last
 * waits about 1.4 s for each photo ahead of it (12 megapixels, this project's machine): beyond that, the uploader is
 * better told to try again shortly than left waiting with nothing said.
 */
export const MAX_WAITING_DECODES = 4;

/** The decoder has as many photos waiting as it takes; nothing was wrong with this one. */
export class DecoderBusyError extends Error {}

/** One decode at a time: each takes its own copy of libheif and the whole picture in memory. */
let queue: Promise<unknown> = Promise.resolve();
let unfinished = 0;

/**
 * Decodes HEIC as iPhones write it (HEVC), which sharp cannot: its prebuilt libvips leaves the HEVC codec out and
 * decodes only AVIF among HEIF files.
 */
export function decodeHeic(input: Buffer): Promise<DecodedPicture> {
  if (unfinished > MAX_WAITING_DECODES) return Promise.reject(new DecoderBusyError('the HEIC decoder is busy'));
  unfinished += 1;
  const decoded = queue.then(() => decodeInWorker(input)).finally(() => (unfinished -= 1));
  queue = decoded.catch(() => undefined);
  return decoded;
}

function decodeInWorker(input: Buffer): Promise<DecodedPicture> {
  // Resolved when first needed, from this file: the server's bundle leaves heic-decode in node_modules, where
  // libheif-js finds its WebAssembly beside itself.
  const decoder = createRequire(import.meta.url).resolve('heic-decode');
  return new Promise((resolve, reject) => {
    // libheif writes its own report of a failed decode to stderr; the caller says what failed.
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { decoder, input }, stderr: true });
    worker.stderr.resume();
    worker.once('message', (answer: DecodedPicture | { error: string }) => {
      void worker.terminate();
      if ('error' in answer) reject(new Error(answer.error));
      else resolve({ width: answer.width, height: answer.height, data: new Uint8Array(answer.data.buffer) });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the HEIC decoder stopped (exit code ${code})`)));
  });
}
