import { screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { renderShell } from '../test/render';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

function leavePage(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

/** A project's Home with a guarded text area (as a remote draws it) and a link to its Jobs section. */
const renderSectionWithLink = () =>
  renderShell(
    <>
      <UnsavedChangesGuard />
      <Routes>
        <Route
          path="/app/projects/p1"
          element={
            <>
              <textarea data-guard-unsaved="" aria-label="Credits" />
              <Link to="/app/projects/p1/jobs">Jobs</Link>
            </>
          }
        />
        <Route path="/app/projects/p1/jobs" element={<h1>Jobs section</h1>} />
      </Routes>
    </>,
    { route: '/app/projects/p1' },
  );

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

  it('lets in-app links leave without asking while the guarded text areas are blank', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { events } = renderSectionWithLink();
    await events.click(screen.getByRole('link', { name: 'Jobs' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Jobs section' })).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('Cancel keeps the person on the page with the text; OK leaves', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { events } = renderSectionWithLink();
    await events.type(screen.getByRole('textbox', { name: 'Credits' }), 'Voice: Ana');
    await events.click(screen.getByRole('link', { name: 'Jobs' }));
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes');
    expect(screen.getByRole('textbox', { name: 'Credits' })).toHaveValue('Voice: Ana');

    confirm.mockReturnValue(true);
    await events.click(screen.getByRole('link', { name: 'Jobs' }));
    expect(await screen.findByRole('heading', { name: 'Jobs section' })).toBeInTheDocument();
    confirm.mockRestore();
  });
});
