/** A registry (GET /api/remotes) with mf-jobs deployed at `version`: what the loader's tests serve. */
export const jobsRegistry = (version: string) => ({
  remotes: {
    'mf-jobs': {
      version,
      entry: `/remotes/mf-jobs/${version}/remoteEntry.js`,
      manifest: `/remotes/mf-jobs/${version}/mf-manifest.json`,
    },
  },
});
