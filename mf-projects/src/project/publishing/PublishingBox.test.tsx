import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../../AppRoutes';
import { aProject, changesIn, serveProject, signIn, PROJECT_ID as P } from '../test-support/project';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('publishing box', () => {
  it("is the project's PMs': publishing and the portfolio switch send their calls, and the box follows the answer", async () => {
    signIn(users.pm);
    const calls = serveProject(aProject({ actions: ['publish'], published: false, allowPortfolio: false }), {
      onChange: (path, call, current) =>
        path === 'publish'
          ? { message: 'Project published', project: { ...current, published: (call.body as { published: boolean }).published } }
          : {
              message: 'Portfolio setting saved',
              project: { ...current, allowPortfolio: (call.body as { allow: boolean }).allow },
            },
    });
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    const box = await screen.findByRole('region', { name: 'Publishing' });
    expect(within(box).getByText('Only the people of this project can read it.')).toBeInTheDocument();
    await userEvent.click(within(box).getByRole('switch', { name: 'Published' }));
    // Publishing asks first, naming what will happen; nothing is sent before.
    const dialog = screen.getByRole('dialog', { name: 'Publish this project?' });
    expect(dialog).toHaveTextContent('Anyone with its link can read it, without signing in.');
    expect(changesIn(calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(within(box).getByText('Anyone with the link can read this page, without signing in.')).toBeInTheDocument(),
    );
    await userEvent.click(within(box).getByRole('switch', { name: 'Allow in the studio portfolio' }));
    await waitFor(() => expect(within(box).getByRole('switch', { name: 'Allow in the studio portfolio' })).toBeChecked());
    expect(changesIn(calls)).toEqual([
      { method: 'POST', path: 'publish', body: { published: true } },
      { method: 'POST', path: 'allow-portfolio', body: { allow: true } },
    ]);
  });

  it('stopping publishing asks too; Cancel leaves the project published', async () => {
    signIn(users.pm);
    const calls = serveProject(aProject({ actions: ['publish'], published: true }), {
      onChange: (_path, call, current) => ({
        message: 'Project unpublished',
        project: { ...current, published: (call.body as { published: boolean }).published },
      }),
    });
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    const box = await screen.findByRole('region', { name: 'Publishing' });
    await userEvent.click(within(box).getByRole('switch', { name: 'Published' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop publishing this project?' });
    expect(dialog).toHaveTextContent('its public link stops working');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(box).getByRole('switch', { name: 'Published' })).toBeChecked();
    expect(changesIn(calls)).toEqual([]);

    await userEvent.click(within(box).getByRole('switch', { name: 'Published' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Stop publishing' }));
    await waitFor(() => expect(within(box).getByRole('switch', { name: 'Published' })).not.toBeChecked());
    expect(changesIn(calls)).toEqual([{ method: 'POST', path: 'publish', body: { published: false } }]);
  });

  it('is not shown without the publish action', async () => {
    signIn(users.staff);
    serveProject(aProject({ actions: ['trash'] }));
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Publishing' })).not.toBeInTheDocument();
  });
});
