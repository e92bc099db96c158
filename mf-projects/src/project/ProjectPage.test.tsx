import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideRemoteLoader } from 'shared-api';
import { users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { setLocale } from 'shared-ui';
import { AppRoutes } from '../AppRoutes';
import {
  aClientsProject,
  aCollab,
  aProject,
  aPublicProject,
  PROJECT_ID as P,
  serveProject,
  signIn,
} from './test-support/project';

// The Jobs section's parcel never finishes loading here: these tests are about the page around it.
provideRemoteLoader(() => new Promise(() => undefined));

const address = () => screen.getByTestId('address').textContent;
const nav = () => screen.queryByRole('navigation', { name: 'Project sections' });
const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Project sections' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

beforeEach(() => {
  window.scrollTo = jest.fn();
});
afterEach(() => setLocale('en'));

describe('project page routes', () => {
  it('/app/projects/{id} opens the scenes section, keeping the query', async () => {
    signIn(users.staff);
    serveProject(aProject());
    renderAt(`/app/projects/${P}?doc=d1`, <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Why cats purr' })).toBeInTheDocument();
    expect(address()).toBe(`/app/projects/${P}/scenes?doc=d1`);
  });

  it.each(['sb', 'nonsense'])('a section that does not exist yet or is unknown (%s) redirects to scenes', async (section) => {
    signIn(users.admin);
    serveProject(aProject({ actions: ['editSpecs', 'rename'] }));
    renderAt(`/app/projects/${P}/${section}`, <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Why cats purr' })).toBeInTheDocument();
    expect(address()).toBe(`/app/projects/${P}/scenes`);
  });

  it("/app/projects/{id}/socialmedia (the spec's address) opens the Media section", async () => {
    signIn(users.staff);
    serveProject(aProject());
    renderAt(`/app/projects/${P}/socialmedia`, <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Video' })).toBeInTheDocument();
    expect(address()).toBe(`/app/projects/${P}/socialmedia`);
    expect(within(nav()!).getByRole('link', { name: 'Media' })).toHaveAttribute('aria-current', 'page');
  });

  it('/app/projects/{id}/media, its earlier address, is replaced by socialmedia, keeping the query', async () => {
    signIn(users.staff);
    serveProject(aProject());
    renderAt(`/app/projects/${P}/media?notif=n1`, <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Video' })).toBeInTheDocument();
    expect(address()).toBe(`/app/projects/${P}/socialmedia?notif=n1`);
  });

  it('shows the project in one h1 that links to its scenes, with its status and counts', async () => {
    signIn(users.staff);
    serveProject(aProject({ status: 'production', wordCount: 1234, sceneCount: 9 }));
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    const title = await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(title).getByRole('link', { name: 'Why cats purr' })).toHaveAttribute('href', `/app/projects/${P}/scenes`);
    expect(screen.getByText('Words: 1,234')).toBeInTheDocument();
    expect(screen.getByText('Scenes: 9')).toBeInTheDocument();
    // Boxes are h2 under the title.
    expect(screen.getByRole('heading', { level: 2, name: 'Status' })).toBeInTheDocument();
  });

  it("the Specs section is the project's PMs': others are taken to Home", async () => {
    signIn(users.staff);
    serveProject(aProject({ actions: ['trash'] }));
    renderAt(`/app/projects/${P}/specs`, <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Why cats purr' })).toBeInTheDocument();
    expect(address()).toBe(`/app/projects/${P}/scenes`);
  });

  it('an address under the area that is not a project id is not a project page', async () => {
    signIn(users.staff);
    const calls = serveProject(aProject());
    renderAt('/app/projects/overview/x', <AppRoutes />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says in place when the project cannot be read, with Retry', async () => {
    signIn(users.staff);
    serveProject(aProject({ _id: 'other' }));
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('left nav per caller', () => {
  it("the project's PMs get Home, Script, Media, Specs and Jobs (no Storyboard while script writing)", async () => {
    signIn(users.admin);
    serveProject(aProject({ actions: ['editSpecs', 'rename', 'seeCost', 'openScript'] }));
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    await screen.findByRole('heading', { level: 1 });
    expect(navLinks()).toEqual([
      ['Home', `/app/projects/${P}/scenes`],
      ['Script', `/app/projects/${P}/script`],
      ['Media', `/app/projects/${P}/socialmedia`],
      ['Specs', `/app/projects/${P}/specs`],
      ['Jobs', `/app/projects/${P}/jobs`],
    ]);
    expect(within(nav()!).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('a storyboard artist gets the Storyboard once the project is past script writing, while it is visible', async () => {
    signIn(users.artist);
    serveProject(aProject({ status: 'storyboarding', collabs: [aCollab({ _id: users.artist._id, pm: false })] }));
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    await screen.findByRole('heading', { level: 1 });
    expect(navLinks()).toEqual([
      ['Home', `/app/projects/${P}/scenes`],
      ['Media', `/app/projects/${P}/socialmedia`],
      ['Jobs', `/app/projects/${P}/jobs`],
      ['Storyboard', `/app/projects/${P}/sb`],
    ]);
  });

  it('the Storyboard is gone when the header hides it, and its address takes them to Home', async () => {
    signIn(users.artist);
    serveProject(aProject({ status: 'storyboarding', storyboardVisible: false }));
    renderAt(`/app/projects/${P}/sb`, <AppRoutes />);
    await screen.findByRole('heading', { level: 1 });
    expect(address()).toBe(`/app/projects/${P}/scenes`);
    expect(navLinks().map(([name]) => name)).not.toContain('Storyboard');
  });

  it('a script writer on the project gets the Script', async () => {
    signIn(users.scripter);
    serveProject(aProject({ collabs: [aCollab({ _id: users.scripter._id, pm: false })], actions: ['openScript'] }));
    renderAt(`/app/projects/${P}/script`, <AppRoutes />);
    await screen.findByRole('heading', { level: 1 });
    expect(address()).toBe(`/app/projects/${P}/script`);
    expect(navLinks().map(([name]) => name)).toEqual(['Home', 'Script', 'Media', 'Jobs']);
  });

  it("a voice artist who claimed one of the project's jobs, without being a collaborator, lands on the Script", async () => {
    // Their job's link goes to /script; the server counts the claimant as working on the project and says
    // `openScript`, though they are not in the collaborator list.
    signIn(users.voice);
    serveProject(aProject({ collabs: [aCollab()], actions: ['openScript'] }));
    renderAt(`/app/projects/${P}/script`, <AppRoutes />);
    expect(await screen.findByRole('region', { name: 'Script' })).toBeInTheDocument();
    expect(address()).toBe(`/app/projects/${P}/script`);
    expect(navLinks().map(([name]) => name)).toEqual(['Home', 'Script', 'Media', 'Jobs']);
  });

  it('a script role the server does not count (no `openScript`) gets no Script: its address takes them to Home', async () => {
    // A freelancer with the role who could merely claim an open job reads the project but does not work on it.
    signIn(users.scripter);
    serveProject(aProject({ collabs: [aCollab()] }));
    renderAt(`/app/projects/${P}/script`, <AppRoutes />);
    await screen.findByRole('heading', { level: 1 });
    expect(address()).toBe(`/app/projects/${P}/scenes`);
    expect(navLinks().map(([name]) => name)).not.toContain('Script');
  });

  it('clients get Home only, and the jobs address takes them to Home', async () => {
    signIn(users.client);
    serveProject(aClientsProject());
    renderAt(`/app/projects/${P}/jobs`, <AppRoutes />);
    await screen.findByRole('heading', { level: 1 });
    expect(address()).toBe(`/app/projects/${P}/scenes`);
    expect(navLinks()).toEqual([['Home', `/app/projects/${P}/scenes`]]);
  });

  it('anonymous visitors of a published project read the title, status and counts: no nav, no side boxes, no controls', async () => {
    signIn(null);
    const empty = { publicView: { scenes: [], covers: [], titles: [], videos: [] } };
    serveProject(aPublicProject({ status: 'launched', wordCount: 1900 }), { other: () => ({ body: empty }) });
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Why cats purr' })).toBeInTheDocument();
    expect(screen.getByText('Launched')).toBeInTheDocument();
    expect(screen.getByText('Words: 1,900')).toBeInTheDocument();
    expect(screen.getByText('Published: read only')).toBeInTheDocument();
    expect(nav()).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // The public view's scenes (none here; PublicView.test.tsx shows them).
    expect(await screen.findByText('No scenes yet')).toBeInTheDocument();
  });

  it('scrolls to the top when the section changes', async () => {
    signIn(users.staff);
    serveProject(aProject());
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    await screen.findByRole('heading', { level: 1 });
    const scroll = window.scrollTo as jest.Mock;
    scroll.mockClear();
    await userEvent.click(within(nav()!).getByRole('link', { name: 'Jobs' }));
    expect(address()).toBe(`/app/projects/${P}/jobs`);
    await waitFor(() => expect(scroll).toHaveBeenCalledWith(0, 0));
    expect(within(nav()!).getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
  });

  it('reads in Thai', async () => {
    await setLocale('th');
    signIn(users.staff);
    serveProject(aProject());
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    await screen.findByRole('heading', { level: 1 });
    const thaiNav = screen.getByRole('navigation', { name: 'ส่วนของโปรเจกต์' });
    expect(
      within(thaiNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['หน้าหลัก', 'สื่อ', 'งาน']);
    expect(screen.getByRole('heading', { level: 2, name: 'สถานะ' })).toBeInTheDocument();
  });
});
