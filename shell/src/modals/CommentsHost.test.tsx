import { screen, waitFor } from '@testing-library/react';
import { Link, useLocation } from 'react-router-dom';
import type { CommentsPanelProps } from 'shared-api';
import { loadRemoteModule } from '../federation';
import { fakeParcel } from '../test/fakeParcel';
import { renderShell, unmountAndSettle } from '../test/render';
import { CommentsHost } from './CommentsHost';

jest.mock('../federation', () => ({ ...jest.requireActual('../federation'), loadRemoteModule: jest.fn() }));

const ITEM = '11111111-1111-4111-8111-111111111111';

function Panel({ itemId, variant }: CommentsPanelProps) {
  return <p>{`Comments of ${itemId} as ${variant}`}</p>;
}

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

describe('CommentsHost', () => {
  beforeEach(() => {
    jest
      .mocked(loadRemoteModule)
      .mockReset()
      .mockResolvedValue(fakeParcel(Panel) as never);
  });
  afterEach(unmountAndSettle);

  it('opens the comments side modal while ?comments= names an item, and closing drops only that parameter', async () => {
    const { events } = renderShell(
      <>
        <CommentsHost />
        <Address />
      </>,
      { route: `/app/projects/p1/scenes?x=1&comments=${ITEM}` },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Comments' });
    expect(loadRemoteModule).toHaveBeenCalledWith('mf-feed/CommentsPanel');
    expect(await screen.findByText(`Comments of ${ITEM} as modal`)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('address')).toHaveTextContent('/app/projects/p1/scenes?x=1');
  });

  it('opens when a link adds the parameter and stays shut without it or with a malformed id', async () => {
    const { events } = renderShell(
      <>
        <CommentsHost />
        <Link to={`?comments=${ITEM}`}>Open</Link>
      </>,
      { route: '/app/feed/all?comments=not-an-id' },
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await events.click(screen.getByRole('link', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Comments' })).toBeInTheDocument();
  });
});
