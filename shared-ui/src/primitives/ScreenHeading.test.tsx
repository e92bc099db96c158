import { screen } from '@testing-library/react';
import { renderUi } from '../test-support/render';
import { ScreenHeading } from './ScreenHeading';

describe('ScreenHeading', () => {
  it("is the screen's h1, labelling its section by id, with the note and the controls beside it", () => {
    renderUi(
      <section aria-labelledby="jobs-heading">
        <ScreenHeading id="jobs-heading" note="12 users" aside={<button type="button">Invite</button>}>
          Users
        </ScreenHeading>
      </section>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByText('12 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeInTheDocument();
  });

  it('shows nothing beside the title when there is no note or control yet', () => {
    const { container } = renderUi(
      <ScreenHeading note={false} aside={null}>
        Payments
      </ScreenHeading>,
    );
    expect(container.querySelector('header')?.children).toHaveLength(1);
  });
});
