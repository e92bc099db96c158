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

  it('is not shown without the publish action', async () => {
    signIn(users.staff);
    serveProject(aProject({ actions: ['trash'] }));
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Publishing' })).not.toBeInTheDocument();
  });
});
