import { render } from '@testing-library/react';
import { Icon, ICON_NAMES } from './Icon';

describe('Icon', () => {
  it('draws every icon as an SVG path in the text colour, hidden from screen readers by default', () => {
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<Icon name={name} />);
      const svg = container.querySelector('svg');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('stroke', 'currentColor');
      expect(svg).toHaveAttribute('width', '1em');
      expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^[Mm]/);
      unmount();
    }
  });

  it("draws the menu button's ⋮ as three filled dots, not specks of outline", () => {
    const { container } = render(<Icon name="more-vertical" />);
    expect(container.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
    expect(
      container
        .querySelector('path')
        ?.getAttribute('d')
        ?.match(/a1\.25/g),
    ).toHaveLength(3);
  });

  it('is announced by its label when given one', () => {
    const { getByRole } = render(<Icon name="bell" label="Notifications" />);
    expect(getByRole('img', { name: 'Notifications' })).toBeInTheDocument();
  });
});
