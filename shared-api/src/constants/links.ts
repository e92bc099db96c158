/** Addresses one remote links to in another (a remote never imports another remote). */

/** A project's Jobs section (mf-jobs), linked from the jobs screens and the PB breakdown. */
export const projectJobsUrl = (projectId: string) => `/app/projects/${projectId}/jobs`;
