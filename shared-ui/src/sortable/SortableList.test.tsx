import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../test-support/render';
import { SortableList, type SortableSay } from './index';

// The drag-and-drop chunk arrives when a test says so (as over a slow network): until then it suspends.
const mockArrival: { held: Promise<void> | null } = { held: null };
jest.mock('./DragLayer', () => {
  const actual = jest.requireActual('./DragLayer');
  const react = jest.requireActual('react');
  return {
    __esModule: true,
    default: (props: object) => {
      if (mockArrival.held) throw mockArrival.held;
      return react.createElement(actual.default, props);
    },
  };
});
const holdDragLayer = () => {
  let arrive = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    arrive = () => {
      mockArrival.held = null;
      resolve();
    };
  });
  mockArrival.held = held;
  return async () => act(async () => arrive());
};

const words: Record<string, string> = {
  sortable: 'movable item',
  move: 'Move item {n}',
  help: 'Space picks an item up',
  picked: 'Picked up item {n}',
  moved: 'Item {from} moved to place {to}',
  dropped: 'Item {n} dropped at place {to}',
  cancelled: 'Item {n} is back in place',
};
const say: SortableSay = (key, values = {}) =>
  words[key].replace(/\{(\w+)\}/g, (_match, name: string) => String(values[name as keyof typeof values]));

type Move = [from: number, to: number, id: string];

/** A list of named items, each with a note field; `answer` is the server's word on a move. */
function Notes({ sortable = true, answer = true, moves = [] as Move[], initial = ['a', 'b', 'c'] }) {
  const [ids, setIds] = useState(initial);
  return (
    <SortableList
      ids={ids}
      sortable={sortable}
      say={say}
      onMove={async (from, to, id) => {
        moves.push([from, to, id]);
        if (answer) setIds((list) => reorder(list, from, to));
        return answer;
      }}
      renderList={(items) => <ol aria-label="Notes">{items}</ol>}
      renderItem={(id, place, { ref, style, handle }) => (
        <li ref={ref} style={style} aria-label={`Item ${place}: ${id}`}>
          {handle}
          <input aria-label={`Note on ${id}`} defaultValue="" />
        </li>
      )}
    />
  );
}
const reorder = (list: string[], from: number, to: number) => {
  const next = [...list];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
};
const names = () =>
  within(screen.getByRole('list', { name: 'Notes' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

// jsdom lays nothing out: each row gets a box by its place so dnd-kit's keyboard sensor can find neighbours.
let restore: () => void;
beforeEach(() => {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const row = this.closest('li');
    if (!row) return original.call(this);
    const top = Array.from(row.parentElement?.children ?? []).indexOf(row) * 100;
    return { x: 0, y: top, top, left: 0, width: 300, height: 90, right: 300, bottom: top + 90, toJSON: () => ({}) } as DOMRect;
  };
  restore = () => {
    Element.prototype.getBoundingClientRect = original;
  };
});
afterEach(() => {
  restore();
  mockArrival.held = null;
});

const moveDown = async (user: ReturnType<typeof renderUi>['user'], handleName: string) => {
  const handle = screen.getByRole('button', { name: handleName });
  await waitFor(() => expect(handle).toBeEnabled());
  handle.focus();
  await user.keyboard(' ');
  await user.keyboard('{ArrowDown}');
  await user.keyboard(' ');
};

describe('SortableList', () => {
  it('draws the items at once; text typed before the drag-and-drop code arrives stays in the same field (issue 28)', async () => {
    const arrive = holdDragLayer();
    const { user } = renderUi(<Notes />);
    const note = screen.getByRole('textbox', { name: 'Note on a' });
    // The handles are there, not yet live.
    expect(screen.getByRole('button', { name: 'Move item 1' })).toBeDisabled();
    await user.type(note, 'Call the client');
    await arrive();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move item 1' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'Note on a' })).toBe(note);
    expect(note).toHaveValue('Call the client');
    expect(note).toHaveFocus();
  });

  it('by keyboard: Space picks an item up, Arrow Down moves it, Space drops it; the move is saved', async () => {
    const moves: Move[] = [];
    const { user } = renderUi(<Notes moves={moves} />);
    const noteOnB = screen.getByRole('textbox', { name: 'Note on b' });
    await user.type(noteOnB, 'kept');
    await moveDown(user, 'Move item 1');
    expect(moves).toEqual([[0, 1, 'a']]);
    expect(names()).toEqual(['Item 1: b', 'Item 2: a', 'Item 3: c']);
    // The moved rows are the same rows.
    expect(screen.getByRole('textbox', { name: 'Note on b' })).toBe(noteOnB);
    expect(noteOnB).toHaveValue('kept');
  });

  it('a refused move puts the order back', async () => {
    const moves: Move[] = [];
    const { user } = renderUi(<Notes answer={false} moves={moves} />);
    await moveDown(user, 'Move item 2');
    expect(moves).toEqual([[1, 2, 'b']]);
    await waitFor(() => expect(names()).toEqual(['Item 1: a', 'Item 2: b', 'Item 3: c']));
  });

  it('tells a screen reader what happens, in order: "Picked up" is not replaced before the item moves', async () => {
    const { user } = renderUi(<Notes />);
    const handle = screen.getByRole('button', { name: 'Move item 1' });
    await waitFor(() => expect(handle).toBeEnabled());
    expect(handle).toHaveAttribute('aria-roledescription', 'movable item');
    const live = () => document.querySelector('[id^="DndLiveRegion"]');
    handle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(live()).toHaveTextContent('Picked up item 1'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(live()).toHaveTextContent('Item 1 moved to place 2'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(live()).toHaveTextContent('Item 1 is back in place'));
  });

  it('no handles when the caller may not reorder, nor for a single item', async () => {
    const { unmount } = renderUi(<Notes sortable={false} />);
    expect(names()).toEqual(['Item 1: a', 'Item 2: b', 'Item 3: c']);
    expect(screen.queryByRole('button', { name: /^Move item/ })).not.toBeInTheDocument();
    unmount();
    renderUi(<Notes initial={['a']} />);
    await screen.findByRole('textbox', { name: 'Note on a' });
    expect(screen.queryByRole('button', { name: /^Move item/ })).not.toBeInTheDocument();
  });
});
