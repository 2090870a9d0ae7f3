import { firstChunkOf, firstRequestsOf } from './app/first-requests.ts';
import { startEarlyRequests } from './lib/early-requests.ts';
import { holdUntilStart } from './lib/forms-before-start.ts';

// An entry of its own, listed before main.tsx in index.html, so it runs as soon as its few bytes have arrived.
const { pathname, search } = window.location;
startEarlyRequests(firstRequestsOf(pathname, search), firstChunkOf(pathname));
holdUntilStart();
