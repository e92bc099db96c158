import { act, renderHook } from '@testing-library/react';
import { bus, closeModal, notifyChanged, openModal, toast, type BusEvents } from './bus';
import { useBusEvent } from './useBusEvent';

function record<K extends keyof BusEvents>(event: K) {
  const seen: BusEvents[K][] = [];
  const handler = (payload: BusEvents[K]) => seen.push(payload);
  bus.on(event, handler);
  return { seen, stop: () => bus.off(event, handler) };
}

describe('bus helpers', () => {
  it('toast helpers emit one toast each with their kind', () => {
    const toasts = record('toast');
    toast.success('Job created');
    toast.error('Job already claimed');
    toast.info('Upload started');
    toasts.stop();
    expect(toasts.seen).toEqual([
      { kind: 'success', message: 'Job created' },
      { kind: 'error', message: 'Job already claimed' },
      { kind: 'info', message: 'Upload started' },
    ]);
  });

  it('openModal and closeModal ask the shell for a modal by name', () => {
    const opened = record('modal:open');
    const closed = record('modal:close');
    openModal('project-form', { title: 'From a story' });
    closeModal('project-form');
    closeModal();
    opened.stop();
    closed.stop();
    expect(opened.seen).toEqual([{ name: 'project-form', props: { title: 'From a story' } }]);
    expect(closed.seen).toEqual([{ name: 'project-form' }, { name: undefined }]);
  });

  it('notifyChanged announces the resource (the refetch is covered in useApi.test)', async () => {
    const changed = record('data:changed');
    await notifyChanged('/jobs');
    changed.stop();
    expect(changed.seen).toEqual([{ resource: 'jobs' }]);
  });
});

describe('useBusEvent', () => {
  it('calls the latest handler while mounted and stops after unmount', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender, unmount } = renderHook(({ handler }) => useBusEvent('toast', handler), {
      initialProps: { handler: first },
    });

    act(() => toast.info('one'));
    rerender({ handler: second });
    act(() => toast.info('two'));
    unmount();
    act(() => toast.info('three'));

    expect(first.mock.calls).toEqual([[{ kind: 'info', message: 'one' }]]);
    expect(second.mock.calls).toEqual([[{ kind: 'info', message: 'two' }]]);
  });
});
