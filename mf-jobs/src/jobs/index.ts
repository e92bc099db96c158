/** The jobs feature's public surface: what other features of this package may import (lint refuses deeper imports). */
export { JobItem } from './JobItem';
export { MyJobsWidget } from './MyJobsWidget';
export { useJobs } from './api/get-jobs';
