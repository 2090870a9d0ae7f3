import { startServer } from './server.ts';

await startServer();
