import type { Active, Over } from '@dnd-kit/core';
import { setLocale, t as translate } from 'shared-ui';
import '../i18n';
import './strings';
import { sceneAnnouncements } from './announcements';

const t = (key: string | string[], options?: Record<string, unknown>) => translate(`mf-projects:${String(key)}`, options);
const places: Record<string, number> = { a: 1, b: 2, c: 3 };
const active = (id: string) => ({ id }) as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;

afterEach(() => setLocale('en'));

describe('scene move announcements', () => {
  it('keeps "Picked up" when dnd-kit reports the scene over its own place, then names each new place once', () => {
    const say = sceneAnnouncements(t, (id) => places[String(id)]);
    expect(say.onDragStart({ active: active('a') })).toBe('Picked up scene 1');
    // dnd-kit's first "over" is the scene's own place: nothing replaces the pick-up.
    expect(say.onDragOver({ active: active('a'), over: over('a') })).toBeUndefined();
    expect(say.onDragOver({ active: active('a'), over: over('b') })).toBe('Scene 1 moved to place 2');
    expect(say.onDragOver({ active: active('a'), over: over('b') })).toBeUndefined();
    // Back over its own place is a move too.
    expect(say.onDragOver({ active: active('a'), over: over('a') })).toBe('Scene 1 moved to place 1');
    expect(say.onDragEnd({ active: active('a'), over: over('c') })).toBe('Scene 1 dropped at place 3');
    expect(say.onDragStart({ active: active('c') })).toBe('Picked up scene 3');
    expect(say.onDragOver({ active: active('c'), over: over('c') })).toBeUndefined();
    expect(say.onDragCancel({ active: active('c'), over: null })).toBe('Move cancelled: scene 3 is back in place');
  });

  it('speaks Thai when the page is in Thai', async () => {
    await setLocale('th');
    const say = sceneAnnouncements(t, (id) => places[String(id)]);
    expect(say.onDragStart({ active: active('b') })).toBe('หยิบฉาก 2 แล้ว');
    expect(say.onDragOver({ active: active('b'), over: over('b') })).toBeUndefined();
    expect(say.onDragOver({ active: active('b'), over: over('c') })).toBe('ย้ายฉาก 2 ไปที่ตำแหน่ง 3');
  });
});
