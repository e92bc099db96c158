import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listen, users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';
import { aCollab, aProject, PROJECT_ID as P, signIn } from '../project/test-support/project';
import { scenesWith, serveScenes } from '../scenes/test-support/scenes';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const member = (user: { _id: string }) => aCollab({ _id: user._id, pm: false });
/** A project whose Script section the server opens to the caller (its `openScript` action). */
const scriptProject: typeof aProject = (overrides = {}) => aProject({ actions: ['openScript'], ...overrides });
const show = async () => {
  renderAt(`/app/projects/${P}/script`, <AppRoutes />);
  return screen.findByRole('region', { name: 'Script' });
};

describe('script section', () => {
  const toasts = listen('toast');

  it('a script writer types three scenes and sees the word count move', async () => {
    signIn(users.scripter);
    const server = serveScenes(
      scriptProject({ wordCount: 0, characterCount: 0, collabs: [member(users.scripter)] }),
      scenesWith('', '', ''),
      {
        actions: ['editText'],
      },
    );
    const box = await show();
    expect(within(box).getByText('Words: 0')).toBeInTheDocument();
    expect(await within(box).findByText('Script is empty')).toBeInTheDocument();

    const texts = ['Cats purr.', 'Nobody knows why [pause] they do.', 'Maybe joy.'];
    for (const [index, text] of texts.entries()) {
      const area = within(box).getByRole('textbox', { name: `Text of scene ${index + 1}` });
      await userEvent.type(area, text.replace('[', '[['));
      await userEvent.click(within(area.parentElement as HTMLElement).getAllByRole('button', { name: 'Save' })[0]);
      await waitFor(() => expect(server.changes()).toHaveLength(index + 1));
    }
    expect(await within(box).findByText('Words: 9')).toBeInTheDocument();
    expect(toasts.filter((toast) => toast.message === 'Changes have been saved')).toHaveLength(3);
    expect(within(box).queryByText('Script is empty')).not.toBeInTheDocument();
  });

  it('subtitles read it: no text boxes', async () => {
    const subtitler = { ...users.scripter, _id: 'u-subs', role: ['subtitles'] };
    signIn(subtitler);
    serveScenes(scriptProject({ collabs: [member(subtitler)] }), scenesWith('Cats purr.', 'Why?'));
    const box = await show();
    expect(await within(box).findByText('Cats purr.')).toBeInTheDocument();
    expect(within(box).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(box).getByText(/only script and translation writers edit it/)).toBeInTheDocument();
  });

  it('"Script is empty" for a reader when no scene has text', async () => {
    const subtitler = { ...users.scripter, _id: 'u-subs', role: ['subtitles'] };
    signIn(subtitler);
    serveScenes(scriptProject({ collabs: [member(subtitler)] }), scenesWith('  '));
    const box = await show();
    expect(await within(box).findByText('Script is empty')).toBeInTheDocument();
  });

  it.each([
    [1500, 'Below 1,600 words: a short video.'],
    [1700, 'Between 1,600 and 1,800 words: a little more makes a 10-minute video.'],
    [1850, 'Almost there: a 10-minute video needs more than 1,900 words.'],
    [1950, 'Above 1,900 words: long enough for a 10-minute video, which earns double.'],
  ])('a PM sees where %i words stand', async (wordCount, band) => {
    signIn(users.pm);
    serveScenes(scriptProject({ wordCount, actions: ['openScript', 'seeWordCountBand'] }), scenesWith('x'), {
      actions: ['editText'],
    });
    const box = await show();
    expect(within(box).getByText(band)).toBeInTheDocument();
  });

  it('writers without seeWordCountBand (not PMs) see no band', async () => {
    signIn(users.scripter);
    serveScenes(scriptProject({ wordCount: 1700, collabs: [member(users.scripter)] }), scenesWith('x'), {
      actions: ['editText'],
    });
    const box = await show();
    expect(within(box).queryByText(/Between 1,600 and 1,800/)).not.toBeInTheDocument();
  });

  it('typed and unsaved text is watched by the unsaved-changes guard of the page', async () => {
    signIn(users.scripter);
    serveScenes(scriptProject({ collabs: [member(users.scripter)] }), scenesWith('Cats purr.'), { actions: ['editText'] });
    const box = await show();
    const text = await within(box).findByRole('textbox', { name: 'Text of scene 1' });
    expect(text).not.toHaveAttribute('data-guard-unsaved');
    await userEvent.type(text, ' More.');
    expect(text).toHaveAttribute('data-guard-unsaved');
  });
});
