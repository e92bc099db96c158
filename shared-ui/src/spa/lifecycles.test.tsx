import { act } from '@testing-library/react';
import { useId } from 'react';
import { uniqueIdRoots } from './lifecycles';

function Named() {
  const id = useId();
  return <section aria-labelledby={id} />;
}

describe("remotes' React roots", () => {
  it('hand out ids that differ from every other root on the page (useId counts per root)', () => {
    const first = document.body.appendChild(document.createElement('div'));
    const second = document.body.appendChild(document.createElement('div'));
    const roots = [uniqueIdRoots.createRoot(first), uniqueIdRoots.createRoot(second)];
    act(() => {
      roots[0].render(<Named />);
      roots[1].render(<Named />);
    });
    const ids = [first, second].map((element) => element.querySelector('section')!.getAttribute('aria-labelledby'));
    expect(ids[0]).not.toBe(ids[1]);
    act(() => roots.forEach((root) => root.unmount()));
  });
});
