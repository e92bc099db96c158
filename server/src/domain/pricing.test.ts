import {
  amountOwed,
  jobPay,
  normaliseRoleRates,
  prefillPrices,
  projectCost,
  sizeOptions,
  slotIndex,
  suggestedSize,
  type PricingTable,
  type SizeOffset,
  type StarLevel,
} from './pricing';

/** A table whose every rate is its own slot index × 10, so a price names the slot it came from. */
function tableFor(...roles: string[]): PricingTable {
  const table: PricingTable = {};
  for (const role of roles) {
    const rates: Record<string, number> = {};
    for (let slot = 1; slot <= 18; slot++) rates[String(slot)] = slot * 10;
    table[role] = { rates, bonus: 5 };
  }
  return table;
}

describe('slot index = level + size offset + PB offset', () => {
  const cases: [StarLevel, SizeOffset, boolean, number][] = [
    [1, 0, false, 1],
    [2, 0, false, 2],
    [3, 0, false, 3],
    [1, 3, false, 4],
    [2, 3, false, 5],
    [3, 3, false, 6],
    [1, 12, false, 13],
    [2, 12, false, 14],
    [3, 12, false, 15],
    [1, 0, true, 7],
    [2, 0, true, 8],
    [3, 0, true, 9],
    [1, 3, true, 10],
    [2, 3, true, 11],
    [3, 3, true, 12],
    [1, 12, true, 16],
    [2, 12, true, 17],
    [3, 12, true, 18],
  ];
  it.each(cases)('level %i, size %i, PB %s → slot %i', (level, size, pb, slot) => {
    expect(slotIndex(level, size, pb)).toBe(slot);
  });
});

describe('suggested size from the project character count', () => {
  const cases: [string, number, SizeOffset][] = [
    ['script', 0, 12],
    ['script', 3600, 12],
    ['script', 3601, 0],
    ['script', 6000, 0],
    ['script', 6001, 3],
    ['voice', 6001, 0],
    ['voice', 7200, 0],
    ['voice', 7201, 3],
    ['translation', 2000, 12],
    ['storyboard', 100, 0],
    ['storyboard', 50_000, 0],
    ['other', 50_000, 0],
  ];
  it.each(cases)('%s with %i characters → %i', (role, chars, size) => {
    expect(suggestedSize(role, chars)).toBe(size);
  });

  it('offers the three sizes only to character-priced roles', () => {
    expect(sizeOptions('voice')).toEqual([12, 0, 3]);
    expect(sizeOptions('coloring')).toEqual([0]);
  });
});

describe('pre-filled level prices', () => {
  const table = tableFor('script', 'voice', 'storyboard', 'cover-image-design');

  it('reads the three slots of the band', () => {
    expect(prefillPrices(table, { jobType: 'script', size: 3, perfBased: false, sceneCount: 9 })).toEqual({
      '1': 40,
      '2': 50,
      '3': 60,
    });
    expect(prefillPrices(table, { jobType: 'voice', size: 12, perfBased: true, sceneCount: 0 })).toEqual({
      '1': 160,
      '2': 170,
      '3': 180,
    });
  });

  it('ignores a size offset for roles not priced by characters', () => {
    expect(prefillPrices(table, { jobType: 'cover-image-design', size: 3, perfBased: true, sceneCount: 4 })).toEqual({
      '1': 70,
      '2': 80,
      '3': 90,
    });
  });

  it('multiplies scene-priced types by the scene count', () => {
    expect(prefillPrices(table, { jobType: 'storyboard', size: 0, perfBased: false, sceneCount: 12 })).toEqual({
      '1': 120,
      '2': 240,
      '3': 360,
    });
  });

  it('has nothing to offer for a type without rates', () => {
    expect(prefillPrices(table, { jobType: 'other', size: 0, perfBased: false, sceneCount: 1 })).toBeNull();
  });
});

describe('amount owed, fixed at approval', () => {
  const dyn = { price: null, prices: { '1': 10, '2': 20, '3': 30 }, bonus: null };
  it.each([
    [1, 10],
    [2, 20],
    [3, 30],
    [undefined, 20],
    [0, 20],
  ])('claimant at level %s is owed %i', (level, owed) => {
    expect(amountOwed(dyn, level)).toBe(owed);
  });

  it('pays a fixed price whatever the level, plus the bonus', () => {
    expect(amountOwed({ price: 75.5, prices: null, bonus: 10 }, 3)).toBe(85.5);
    expect(amountOwed({ ...dyn, bonus: 4 }, 1)).toBe(14);
  });

  it('the pay written at approval leaves the bonus out (it is paid on its own line)', () => {
    expect(jobPay({ price: null, prices: { '1': 10, '2': 20, '3': 30 } }, 3)).toBe(30);
    expect(jobPay({ price: 12.346, prices: null }, 1)).toBe(12.35);
    expect(jobPay({ price: null, prices: { '2': 20 } }, 1)).toBe(0);
    expect(jobPay({ price: null, prices: null }, 2)).toBe(0);
  });
});

describe('project cost', () => {
  it("sums approved jobs' pay plus bonus, and the level-2 price of jobs not yet approved", () => {
    const jobs = [
      { price: null, prices: { '1': 10, '2': 20, '3': 30 }, bonus: 99, amountOwed: null },
      { price: 50, prices: null, bonus: null, amountOwed: null },
      { price: null, prices: { '1': 1, '2': 2, '3': 3 }, bonus: 0, amountOwed: 33 },
      { price: null, prices: { '1': 1, '2': 2, '3': 3 }, bonus: 7, amountOwed: 3 },
    ];
    expect(projectCost(jobs)).toEqual({ cost: 113, count: 4 });
    expect(projectCost([])).toEqual({ cost: 0, count: 0 });
  });
});

describe('saved rates keep only the slots a role uses', () => {
  it('drops 4-6 and 10-18 for roles not priced by characters', () => {
    const all = tableFor('coloring').coloring;
    expect(Object.keys(normaliseRoleRates('coloring', all).rates)).toEqual(['1', '2', '3', '7', '8', '9']);
    expect(Object.keys(normaliseRoleRates('subtitles', all).rates)).toHaveLength(18);
  });
});
