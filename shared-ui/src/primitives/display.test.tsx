import { fireEvent, screen, within } from '@testing-library/react';
import { setLocale } from '../i18n/i18n';
import { renderUi } from '../test-support/render';
import { theme } from '../theme/theme';
import { Avatar, mediaUrl, UserGroup } from './Avatar';
import { Badge } from './Badge';
import { Stars } from './Stars';
import { ToastViewport } from './Toast';

afterEach(() => setLocale('en'));

const people = ['Ana Kim', 'Ben Ode', 'Chai Suk', 'Dao Mee', 'Eve Ng'].map((name, index) => ({
  _id: `u${index}`,
  name,
  picture: index === 0 ? 'file-a' : null,
}));

describe('UserGroup', () => {
  it('shows three avatars and "+N more" naming the others', () => {
    renderUi(<UserGroup users={people} />);
    expect(screen.getByRole('img', { name: 'Ana Kim' })).toHaveAttribute('src', '/media/file-a_t.jpg');
    expect(screen.getByRole('img', { name: 'Ben Ode' })).toHaveTextContent('BO');
    expect(screen.getByRole('img', { name: 'Chai Suk' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Dao Mee' })).not.toBeInTheDocument();
    expect(screen.getByText('+2 more')).toHaveAttribute('title', 'Dao Mee, Eve Ng');
  });

  it('has no "+N more" with three users or fewer', () => {
    renderUi(<UserGroup users={people.slice(0, 3)} />);
    expect(screen.queryByText(/more/)).not.toBeInTheDocument();
  });

  it('says it in Thai', async () => {
    await setLocale('th');
    renderUi(<UserGroup users={people} />);
    expect(screen.getByText('+ อีก 2')).toBeInTheDocument();
  });
});

describe('Avatar', () => {
  it('falls back to initials when the picture fails to load', async () => {
    renderUi(<Avatar name="Ana Kim" picture="broken" />);
    const image = screen.getByRole('img', { name: 'Ana Kim' });
    fireEvent.error(image);
    expect(await screen.findByText('AK')).toBeInTheDocument();
  });

  it('builds media URLs per size', () => {
    expect(mediaUrl('abc')).toBe('/media/abc_t.jpg');
    expect(mediaUrl('abc', 's')).toBe('/media/abc_s.jpg');
    expect(mediaUrl('abc', 'l')).toBe('/media/abc_l.jpg');
  });
});

describe('Stars', () => {
  it.each([
    [3, theme.colors.star],
    [2, theme.colors.text],
    [1, theme.colors.starMuted],
  ])('level %i is drawn in %s', (value, colour) => {
    renderUi(<Stars value={value} />);
    const stars = screen.getByRole('img', { name: `${value} of 3 stars` });
    expect(stars).toHaveStyle({ color: colour });
    const drawn = Array.from(stars.querySelectorAll('svg'), (svg) => svg.getAttribute('data-icon'));
    expect(drawn).toEqual([...Array(value).fill('star'), ...Array(3 - value).fill('star-outline')]);
  });
});

describe('Badge', () => {
  it('uses the tone colours', () => {
    renderUi(<Badge tone="danger">admin</Badge>);
    expect(screen.getByText('admin')).toHaveStyle({ color: theme.tones.danger.fg, background: theme.tones.danger.bg });
  });
});

describe('ToastViewport', () => {
  it('shows errors as alerts and others as status, translating shared messages', async () => {
    await setLocale('th');
    const dismissed: Array<string | number> = [];
    const { user } = renderUi(
      <ToastViewport
        toasts={[
          { id: 1, kind: 'error', message: 'Unexpected error occurred' },
          { id: 2, kind: 'success', message: 'Job created' },
        ]}
        onDismiss={(id) => dismissed.push(id)}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาดที่ไม่คาดคิด');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Job created');
    await user.click(within(status).getByRole('button', { name: 'ปิดข้อความ' }));
    expect(dismissed).toEqual([2]);
  });

  it('is named apart from the Notifications the dashboard and the bell show (one landmark per name)', () => {
    renderUi(<ToastViewport toasts={[]} />);
    expect(screen.getByRole('region', { name: 'Status messages' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
