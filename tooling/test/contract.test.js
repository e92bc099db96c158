// @ts-check
const fs = require('fs');
const path = require('path');
const { deployManifest, missingExposes, remoteModuleIds, requiredExposes } = require('../src/contract');
const { REMOTES } = require('../src/registry-file');

const repoRoot = path.resolve(__dirname, '../..');

describe('the remotes’ contract (shared-api RemoteModules)', () => {
  it('reads the module ids of RemoteModules from its source', () => {
    const ids = remoteModuleIds();
    expect(ids).toContain('mf-feed/PostFormModal');
    expect(requiredExposes('mf-jobs', ids)).toEqual(['./app', './MyJobsWidget', './JobCreateModal', './ProjectJobsSection']);
  });

  it('names what a build lacks, e.g. an older mf-feed without ./PostFormModal', () => {
    const older = {
      exposes: ['./app', './MemoFormModal', './CommentsPanel', './MyMessagesWidget'].map((p) => ({ name: p.slice(2), path: p })),
      shared: [],
    };
    expect(missingExposes('mf-feed', older)).toEqual(['./PostFormModal']);
  });

  it.each(REMOTES)('%s’s webpack config exposes every module RemoteModules names for it', (name) => {
    const config = fs.readFileSync(path.join(repoRoot, name, 'webpack.config.js'), 'utf8');
    const exposes = [...config.matchAll(/'(\.\/[A-Za-z]+)':/g)].map((m) => ({ name: m[1].slice(2), path: m[1] }));
    expect(missingExposes(name, { exposes, shared: [] })).toEqual([]);
  });

  it('records what a build exposes and the shared versions it was built against', () => {
    const manifest = deployManifest('mf-jobs', '1.0.0-x', {
      exposes: [{ name: 'app', path: './app' }],
      shared: [
        { name: 'shared-ui', version: '1.1.0', requiredVersion: '^1.1.0' },
        { name: 'react', version: '18.3.1', requiredVersion: '^18.3.1' },
      ],
    });
    expect(manifest).toMatchObject({
      name: 'mf-jobs',
      version: '1.0.0-x',
      exposes: ['./app'],
      shared: {
        react: { version: '18.3.1', requiredVersion: '^18.3.1' },
        'shared-ui': { version: '1.1.0', requiredVersion: '^1.1.0' },
      },
    });
  });
});
