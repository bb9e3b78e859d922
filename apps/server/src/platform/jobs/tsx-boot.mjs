// Source runs only (tests, tsx): a worker thread does not inherit the loader that runs the
// server's TypeScript, so it registers tsx's own before loading the worker entry it was given.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
// Not awaited at the top, as the entries do not await serveJob (src/worker.ts says why).
void import(workerData.entry);
