import { failureReason, RemoteLoadError } from './remote-loader';

describe('failureReason', () => {
  it.each([
    ['Module "./app" does not exist in container.', 'incompatible'],
    ['[ Federation Runtime ]: RUNTIME-014 The remote does not expose the requested module.', 'incompatible'],
    ['Unsatisfied version 1.0.0 from mf-jobs of shared singleton module shared-api (required ^2.0.0)', 'incompatible'],
    ['the module has no default export', 'incompatible'],
    [
      'Version 1.0.0 from shell of shared singleton module shared-api does not satisfy the requirement of mf-jobs which needs ^1.1.0)',
      'incompatible',
    ],
    ['[ Federation Runtime ]: RUNTIME-008 Failed to load script resources. #ScriptNetworkError', 'network'],
    ['Loading chunk 412 failed.', 'network'],
    ['mf-jobs is not deployed', 'not-deployed'],
    ["Cannot read properties of undefined (reading 'map')", 'crashed'],
  ])('%s → %s', (message, reason) => {
    expect(failureReason(new Error(message))).toBe(reason);
  });

  it('keeps the reason of a RemoteLoadError it is given again (single-spa hands the same error on)', () => {
    const error = new RemoteLoadError('mf-jobs/app', new Error('Module "./app" does not exist in container.'));
    error.message = `application 'mf-jobs' died in status LOADING_SOURCE_CODE: ${error.message}`;
    expect(failureReason(error)).toBe('incompatible');
  });
});
