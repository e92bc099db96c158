import fc from 'fast-check';
import type { ChecklistItem } from '../db/types';
import {
  applyChecklistTick,
  CHECKLIST_STEPS,
  checklistOrDefault,
  checklistProgress,
  findChecklistEntry,
  newChecklist,
  untickedChecklist,
} from './checklist';

const stamp = { user: { _id: '00000000-0000-4000-8000-000000000001', name: 'Paula PM' }, toggled: '2024-05-01T10:00:00.000Z' };

describe('the default checklist', () => {
  it('has the steps of spec doc 2 section 4 in order, the launch steps for admins', () => {
    expect(CHECKLIST_STEPS.map((step) => step.id)).toEqual([
      'project-setup',
      'script-editing',
      'script-wrapup',
      'storyboard-setup',
      'video-recording',
      'voice-recording',
      'video-editing',
      'video-finalizing',
      'launch-prep',
      'youTube-launch',
      'facebook-launch',
    ]);
    expect(CHECKLIST_STEPS.filter((step) => step.admin).map((step) => step.id)).toEqual(['youTube-launch', 'facebook-launch']);
    for (const step of CHECKLIST_STEPS) {
      expect(step.name).toMatch(/^[A-Z]/);
      expect(step.help).toBeNull();
      expect(step.items.length).toBeGreaterThanOrEqual(2);
      expect(step.items.length).toBeLessThanOrEqual(4);
      for (const item of step.items) expect(item.id.startsWith(`${step.id}/`)).toBe(true);
    }
  });

  it('a new checklist is unticked and 0 percent done', () => {
    const checklist = newChecklist();
    expect(checklist).toHaveLength(CHECKLIST_STEPS.length);
    expect(checklist.every((item) => !item.checked && item.user === null && item.toggled === null)).toBe(true);
    expect(checklist.flatMap((item) => item.items).every((sub) => !sub.checked)).toBe(true);
    expect(checklistProgress(checklist)).toBe(0);
  });

  it('an empty (older) checklist is shown as the default; a kept one as it is', () => {
    expect(checklistOrDefault([])).toEqual(newChecklist());
    expect(checklistOrDefault(null)).toEqual(newChecklist());
    const ticked = applyChecklistTick(newChecklist(), { id: 'project-setup', checked: true }, stamp).checklist;
    expect(checklistOrDefault(ticked)).toEqual(ticked);
  });

  it('an unticked copy keeps the steps and drops every tick', () => {
    const ticked = applyChecklistTick(newChecklist(), { id: 'video-editing', checked: true }, stamp).checklist;
    expect(untickedChecklist(ticked)).toEqual(newChecklist());
  });
});

describe('checklistProgress', () => {
  const entry = (checked: boolean) => ({ id: 'x', name: 'X', checked, user: null, toggled: null });
  const item = (checked: boolean, subs: boolean[]): ChecklistItem => ({
    ...entry(checked),
    help: null,
    admin: false,
    items: subs.map(entry),
  });

  it('counts sub-items of steps that have them and the step itself otherwise', () => {
    expect(checklistProgress([item(true, []), item(false, [])])).toBe(50);
    expect(checklistProgress([item(false, [true, false, false]), item(true, [])])).toBe(50);
    // A step's own tick does not count when it has sub-items.
    expect(checklistProgress([item(true, [false, false])])).toBe(0);
    expect(checklistProgress([item(false, [true, true, false])])).toBe(66);
    expect(checklistProgress([])).toBe(0);
  });

  it('property: an integer from 0 to 100, and 100 exactly when every counted entry is ticked', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.array(fc.boolean(), { maxLength: 4 })), { maxLength: 12 }), (shape) => {
        const checklist = shape.map(([checked, subs]) => item(checked, subs));
        const progress = checklistProgress(checklist);
        expect(Number.isInteger(progress)).toBe(true);
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThanOrEqual(100);
        const counted = checklist.flatMap((i) => (i.items.length ? i.items : [i]));
        expect(progress === 100).toBe(counted.length > 0 && counted.every((e) => e.checked));
      }),
    );
  });
});

describe('applyChecklistTick', () => {
  it('ticking a step ticks all its sub-items and stamps them; unticking keeps the last stamp', () => {
    const { checklist, step, stepBecameChecked } = applyChecklistTick(
      newChecklist(),
      { id: 'script-editing', checked: true },
      stamp,
    );
    expect(stepBecameChecked).toBe(true);
    expect(step).toMatchObject({ checked: true, ...stamp });
    expect(step.items.every((sub) => sub.checked && sub.user?.name === 'Paula PM')).toBe(true);
    expect(checklist.filter((item) => item.checked).map((item) => item.id)).toEqual(['script-editing']);

    const later = { ...stamp, toggled: '2024-05-02T10:00:00.000Z' };
    const undone = applyChecklistTick(checklist, { id: 'script-editing', checked: false }, later);
    expect(undone.step).toMatchObject({ checked: false, ...later });
    expect(undone.step.items.every((sub) => !sub.checked && sub.toggled === later.toggled)).toBe(true);
    expect(undone.stepBecameChecked).toBe(false);
  });

  it('a step is ticked exactly when all its sub-items are', () => {
    let checklist = newChecklist();
    const subs = checklist.find((item) => item.id === 'script-wrapup')!.items.map((sub) => sub.id);
    for (const [index, subId] of subs.entries()) {
      const change = applyChecklistTick(checklist, { id: 'script-wrapup', subId, checked: true }, stamp);
      checklist = change.checklist;
      expect(change.step.checked).toBe(index === subs.length - 1);
      expect(change.stepBecameChecked).toBe(index === subs.length - 1);
    }
    const change = applyChecklistTick(checklist, { id: 'script-wrapup', subId: subs[0], checked: false }, stamp);
    expect(change.step.checked).toBe(false);
    expect(change.step.items.filter((sub) => sub.checked)).toHaveLength(subs.length - 1);
  });

  it('a sub-item may be named by its full id or the part after the slash', () => {
    const full = applyChecklistTick(
      newChecklist(),
      { id: 'script-editing', subId: 'script-editing/proofread', checked: true },
      stamp,
    );
    const short = applyChecklistTick(newChecklist(), { id: 'script-editing', subId: 'proofread', checked: true }, stamp);
    expect(short.checklist).toEqual(full.checklist);
    expect(full.step.items.find((sub) => sub.id === 'script-editing/proofread')?.checked).toBe(true);
  });

  it('names the field of an unknown step or sub-item', () => {
    expect(findChecklistEntry(newChecklist(), { id: 'nope', checked: true })).toEqual({
      ok: false,
      field: 'id',
      message: 'id: no checklist step "nope"',
    });
    expect(findChecklistEntry(newChecklist(), { id: 'script-editing', subId: 'nope', checked: true })).toMatchObject({
      ok: false,
      field: 'subId',
    });
    expect(() => applyChecklistTick(newChecklist(), { id: 'nope', checked: true }, stamp)).toThrow();
  });

  it('property: after any sequence of ticks, every step with sub-items is ticked iff all its sub-items are', () => {
    const ticks = CHECKLIST_STEPS.flatMap((step) => [
      { id: step.id, subId: undefined as string | undefined },
      ...step.items.map((sub) => ({ id: step.id, subId: sub.id })),
    ]);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...ticks), fc.boolean()), { maxLength: 40 }), (sequence) => {
        let checklist = newChecklist();
        for (const [tick, checked] of sequence) checklist = applyChecklistTick(checklist, { ...tick, checked }, stamp).checklist;
        for (const item of checklist) expect(item.checked).toBe(item.items.every((sub) => sub.checked));
        expect(checklistProgress(checklist) === 100).toBe(checklist.every((item) => item.checked));
      }),
    );
  });
});
