import { cycle, projectSlotPosition, withProjectSlot } from './samples';

describe('the project slot position', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 1],
    [4, 2],
    [8, 2],
  ])('with %i samples is %i', (samples, position) => {
    expect(projectSlotPosition(samples)).toBe(position);
  });

  it('inserts the project card among the samples', () => {
    const kinds = (n: number) =>
      withProjectSlot(
        Array.from({ length: n }, (_, i) => i),
        'P',
      ).map((card) => (card.kind === 'project' ? 'P' : card.item));
    expect(kinds(5)).toEqual([0, 1, 'P', 2, 3, 4]);
    expect(kinds(3)).toEqual([0, 'P', 1, 2]);
    expect(kinds(2)).toEqual(['P', 0, 1]);
    expect(kinds(0)).toEqual(['P']);
  });

  it('cycles indexes both ways', () => {
    expect(cycle(0, -1, 3)).toBe(2);
    expect(cycle(2, 1, 3)).toBe(0);
    expect(cycle(0, 1, 0)).toBe(0);
  });
});
