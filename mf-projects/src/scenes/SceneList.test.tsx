import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { users, listen } from 'shared-api/test-support';
import { setLocale } from 'shared-ui';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';
import { aProject, PROJECT_ID as P, signIn } from '../project/test-support/project';
import { aScene, scenesWith, serveScenes } from './test-support/scenes';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const show = async (query = '') => {
  renderAt(`/app/projects/${P}/scenes${query}`, <AppRoutes />);
  await screen.findByRole('heading', { level: 1 });
  return screen.findByRole('region', { name: 'Scenes' });
};
const sceneNamed = (name: string) => screen.getByRole('article', { name });

describe('scene list', () => {
  const toasts = listen('toast');

  it('shows every scene in order, read-only without editText', async () => {
    signIn(users.client);
    serveScenes(aProject(), scenesWith('Cats purr.', 'Why? [music] Nobody knows.'));
    const list = await show();
    expect(await within(list).findAllByRole('article')).toHaveLength(2);
    expect(sceneNamed('Scene 1')).toHaveTextContent('Cats purr.');
    expect(sceneNamed('Scene 2')).toHaveTextContent('Why? [music] Nobody knows.');
    expect(within(list).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Add scene' })).not.toBeInTheDocument();
  });

  it('a writer types: the word check follows, Save trims and sends, and the header shows the new count', async () => {
    signIn(users.scripter);
    const server = serveScenes(aProject({ wordCount: 2 }), scenesWith('Cats purr.'), { actions: ['editText', 'addScene'] });
    await show();
    const text = await within(sceneNamed('Scene 1')).findByRole('textbox', { name: 'Text of scene 1' });
    expect(within(sceneNamed('Scene 1')).getByText(/2 words · 10 characters/)).toBeInTheDocument();
    expect(within(sceneNamed('Scene 1')).getByRole('status')).toHaveTextContent('Saved');

    await userEvent.type(text, ' They are happy. [[smile]  ');
    expect(within(sceneNamed('Scene 1')).getByRole('status')).toHaveTextContent('Not saved');
    expect(text).toHaveAttribute('data-guard-unsaved');
    // The bracketed note is not counted.
    expect(await within(sceneNamed('Scene 1')).findByText(/5 words/)).toBeInTheDocument();

    await userEvent.click(within(sceneNamed('Scene 1')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Changes have been saved' }));
    expect(server.changes()).toEqual([
      { method: 'POST', path: server.scenes()[0]._id, body: { text: 'Cats purr. They are happy. [smile]' } },
    ]);
    expect(await screen.findByText('Words: 5')).toBeInTheDocument();
    expect(within(sceneNamed('Scene 1')).getByRole('status')).toHaveTextContent('Saved');
    expect(text).not.toHaveAttribute('data-guard-unsaved');
  });

  it('a save that brings in a risky word shows "May contain sensitive terms" beside the word count at once; one that takes it out hides it', async () => {
    signIn(users.scripter);
    serveScenes(aProject({ wordCount: 2, demonProof: true }), scenesWith('Cats purr.'), {
      actions: ['editText'],
      riskyWords: /murder/i,
    });
    await show();
    const scene = sceneNamed('Scene 1');
    const text = await within(scene).findByRole('textbox', { name: 'Text of scene 1' });
    expect(screen.queryByText('May contain sensitive terms')).not.toBeInTheDocument();

    await userEvent.type(text, ' A murder.');
    await userEvent.click(within(scene).getByRole('button', { name: 'Save' }));
    // In the header's line of counts, beside the word count.
    const warning = await screen.findByText('May contain sensitive terms');
    expect(warning.previousElementSibling).toHaveTextContent('Words: 4');

    await userEvent.clear(text);
    await userEvent.type(text, 'Cats purr.');
    await userEvent.click(within(scene).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText('May contain sensitive terms')).not.toBeInTheDocument());
    expect(screen.getByText('Words: 2')).toBeInTheDocument();
  });

  it('Reset puts the saved text back; nothing is sent', async () => {
    signIn(users.scripter);
    const server = serveScenes(aProject(), scenesWith('Cats purr.'), { actions: ['editText'] });
    await show();
    const text = await screen.findByRole('textbox', { name: 'Text of scene 1' });
    await userEvent.type(text, ' Dogs bark.');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(text).toHaveValue('Cats purr.');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(server.changes()).toEqual([]);
  });

  it('text typed in a scene survives a second scene being added (its drag handle appears)', async () => {
    signIn(users.pm);
    serveScenes(aProject(), scenesWith('Cats purr.'), { actions: ['editText', 'addScene', 'sortScenes'] });
    const list = await show();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Text of scene 1' }), ' Dogs bark.');
    await userEvent.click(within(list).getByRole('button', { name: 'Add scene' }));
    // Two scenes: a drag handle each now, and the typed text is still there, unsaved.
    expect(await screen.findByRole('button', { name: 'Move scene 2' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Text of scene 1' })).toHaveValue('Cats purr. Dogs bark.');
    expect(within(sceneNamed('Scene 1')).getByRole('status')).toHaveTextContent('Not saved');
  });

  it("a PM's list is drawn once, with its handles: the editor first shown is the one that stays (issue 28)", async () => {
    signIn(users.pm);
    serveScenes(aProject(), scenesWith('Cats purr.', 'Dogs bark.'), { actions: ['editText', 'sortScenes'] });
    await show();
    const first = await screen.findByRole('textbox', { name: 'Text of scene 1' });
    // Its drag handle is there with it, and the list is not drawn again after: the same editor, not a new one.
    expect(screen.getByRole('button', { name: 'Move scene 1' })).toBeInTheDocument();
    await userEvent.type(first, ' Owls hoot.');
    expect(screen.getByRole('textbox', { name: 'Text of scene 1' })).toBe(first);
    expect(first).toHaveFocus();
  });

  it('Add scene appends an empty scene; an empty scene is removed, one with text is not', async () => {
    signIn(users.pm);
    const server = serveScenes(aProject(), scenesWith('Cats purr.'), { actions: ['editText', 'addScene', 'removeScene'] });
    const list = await show();
    await userEvent.click(await within(list).findByRole('button', { name: 'Add scene' }));
    expect(await screen.findByRole('article', { name: 'Scene 2' })).toBeInTheDocument();

    await userEvent.click(within(sceneNamed('Scene 1')).getByRole('button', { name: 'Remove scene 1' }));
    expect(toasts).toContainEqual({ kind: 'error', message: 'Can not remove scene with text' });

    await userEvent.click(within(sceneNamed('Scene 2')).getByRole('button', { name: 'Remove scene 2' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Scene 2' })).not.toBeInTheDocument());
    expect(server.changes().map((change) => change.method)).toEqual(['POST', 'DELETE']);
  });

  it('?sceneStatus= shows only the scenes with that status, numbered by their place', async () => {
    signIn(users.pm);
    const server = serveScenes(aProject(), [
      aScene({ text: 'One' }),
      aScene({ text: 'Two', status: 'pending-changes' }),
      aScene({ text: 'Three' }),
    ]);
    await show('?sceneStatus=pending-changes');
    expect(await screen.findByRole('article', { name: 'Scene 2' })).toHaveTextContent('Two');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Show scenes' })).toHaveValue('pending-changes');
    expect(server.calls.some((call) => call.url.endsWith('/scenes?sceneStatus=pending-changes'))).toBe(true);
  });

  it('a status is set from the statuses the caller may set', async () => {
    signIn(users.pm);
    const server = serveScenes(aProject(), scenesWith('One'), {
      actions: ['setStatus'],
      settableStatuses: ['pending-changes', 'scene-approved'],
    });
    await show();
    const select = await screen.findByRole('combobox', { name: 'Status of scene 1' });
    await userEvent.selectOptions(select, 'Scene approved');
    await waitFor(() => expect(select).toHaveValue('scene-approved'));
    expect(server.changes()).toEqual([
      { method: 'POST', path: `${server.scenes()[0]._id}/status`, body: { status: 'scene-approved' } },
    ]);
  });
});

describe('reordering', () => {
  const toasts = listen('toast');

  // jsdom lays nothing out: each scene row gets a box by its place so dnd-kit's keyboard sensor can find neighbours.
  let restore: () => void;
  beforeEach(() => {
    const original = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      const row = this.closest('li[data-scene-id]');
      if (!row) return original.call(this);
      const index = Array.from(row.parentElement?.children ?? []).indexOf(row);
      const top = index * 100;
      return { x: 0, y: top, top, left: 0, width: 300, height: 90, right: 300, bottom: top + 90, toJSON: () => ({}) } as DOMRect;
    };
    restore = () => {
      Element.prototype.getBoundingClientRect = original;
    };
  });
  afterEach(async () => {
    restore();
    await setLocale('en');
  });

  it('by keyboard: Space picks a scene up, Arrow Down moves it, Space drops it; the order is saved', async () => {
    signIn(users.pm);
    const server = serveScenes(aProject(), scenesWith('First', 'Second', 'Third'), { actions: ['sortScenes', 'editText'] });
    await show();
    const handle = await screen.findByRole('button', { name: 'Move scene 1' });
    await waitFor(() => expect(handle).toBeEnabled());
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Updated scene order' }));
    const [first, second] = server.scenes();
    expect(server.changes()).toEqual([{ method: 'POST', path: 'sort', body: { from: 0, to: 1, sceneId: second._id } }]);
    expect(first.text).toBe('Second');
    await waitFor(() => expect(sceneNamed('Scene 1')).toHaveTextContent('Second'));
    expect(sceneNamed('Scene 2')).toHaveTextContent('First');
  });

  it('a refused move puts the server order back', async () => {
    signIn(users.pm);
    serveScenes(aProject(), scenesWith('First', 'Second'), {
      actions: ['sortScenes'],
      override: (path) =>
        path.endsWith('/sort') ? { status: 409, body: { message: 'Scenes were moved meanwhile' } } : undefined,
    });
    await show();
    const handle = await screen.findByRole('button', { name: 'Move scene 1' });
    await waitFor(() => expect(handle).toBeEnabled());
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: 'Scenes were moved meanwhile' }));
    await waitFor(() => expect(sceneNamed('Scene 1')).toHaveTextContent('First'));
  });

  it('in Thai, the handle and what a screen reader hears are Thai; the pick-up is heard before any move', async () => {
    await setLocale('th');
    signIn(users.pm);
    serveScenes(aProject(), scenesWith('First', 'Second'), { actions: ['sortScenes'] });
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    const handle = await screen.findByRole('button', { name: 'ย้ายฉาก 1' });
    await waitFor(() => expect(handle).toBeEnabled());
    expect(handle).toHaveAttribute('aria-roledescription', 'ฉากที่ย้ายได้');
    const live = () => document.querySelector('[id^="DndLiveRegion"]');
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(live()).toHaveTextContent('หยิบฉาก 1 แล้ว'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(live()).toHaveTextContent('ย้ายฉาก 1 ไปที่ตำแหน่ง 2'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(live()).toHaveTextContent('ยกเลิกการย้าย: ฉาก 1 กลับที่เดิม'));
  });

  it('no handles without sortScenes', async () => {
    signIn(users.scripter);
    serveScenes(aProject(), scenesWith('First', 'Second'), { actions: ['editText'] });
    await show();
    await screen.findByRole('article', { name: 'Scene 2' });
    expect(screen.queryByRole('button', { name: /Move scene/ })).not.toBeInTheDocument();
  });
});
