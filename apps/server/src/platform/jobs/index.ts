export type { JobContext, JobHandler, JobKind } from './kinds.js';
export { jobQueue, type EnqueueSpec, type Job, type JobQueue } from './queue.js';
export { jobRunner, type JobRunner } from './runner.js';
