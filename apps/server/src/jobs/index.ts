export { cancelJob, enqueueJob, readJob, type Job, type NewJob } from './queue';
export {
  createJobRunner,
  defaultBackoffMs,
  JobNoLongerHeld,
  JobRunnerStopping,
  PermanentJobError,
  type JobContext,
  type JobHandler,
  type JobRunner,
  type JobRunnerLog,
  type JobRunnerOptions,
} from './runner';
