import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-api';
import { users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { listProject } from '../test-support/project-list';
import { ProjectItem } from './ProjectItem';

// The project page is a chunk of its own; only whether the link asks for it is this test's concern.
const prefetch = jest.fn();
jest.mock('../project-page', () => ({
  prefetchesProjectPage: { onPointerEnter: () => prefetch(), onFocus: () => prefetch(), onTouchStart: () => prefetch() },
}));

describe('a project of a list', () => {
  beforeEach(() => {
    prefetch.mockClear();
    useSession.setState({ user: users.staff });
  });

  it('starts fetching the project page when its link is focused from the keyboard', async () => {
    renderAt('/app/projects', <ProjectItem project={listProject({ title: 'Rent Day' })} />);
    expect(prefetch).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Rent Day' })).toHaveFocus();
    expect(prefetch).toHaveBeenCalled();
  });

  it('starts fetching the project page when the pointer comes over its link', async () => {
    renderAt('/app/projects', <ProjectItem project={listProject({ title: 'Rent Day' })} />);
    await userEvent.hover(screen.getByRole('link', { name: 'Rent Day' }));
    expect(prefetch).toHaveBeenCalled();
  });
});
