import { renderShell } from '../test/render';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

function leavePage(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('UnsavedChangesGuard', () => {
  it('warns on leaving only while a guarded text area holds non-blank text', () => {
    const { container } = renderShell(
      <>
        <UnsavedChangesGuard />
        <textarea data-guard-unsaved="" aria-label="Comment" />
        <textarea aria-label="Search notes" defaultValue="not guarded" />
      </>,
    );
    const comment = container.querySelector<HTMLTextAreaElement>('textarea[data-guard-unsaved]')!;
    expect(leavePage().defaultPrevented).toBe(false);

    comment.value = '   \n ';
    expect(leavePage().defaultPrevented).toBe(false);

    comment.value = 'Half-written feedback';
    expect(leavePage().defaultPrevented).toBe(true);
  });
});
