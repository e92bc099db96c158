import { users } from 'shared-api/test-support';
import { createItemsFor, menuFor, profileMenuFor } from './menu';

const labels = (user: Parameters<typeof menuFor>[0]) =>
  menuFor(user).map((group) => [group.key, group.items.map((item) => item.key)]);

describe('menus per level', () => {
  it('gives admins every Manage entry including the Calendar, Users and Webhooks', () => {
    expect(labels(users.admin)).toEqual([
      ['manage', ['projects', 'calendar', 'jobs', 'feed', 'docs', 'users', 'webhooks']],
      ['explore', ['home', 'about', 'contact']],
    ]);
  });

  it('gives PMs the contributor menu with the Calendar, and staff and freelancers without it; none get Users', () => {
    expect(labels(users.pm)).toEqual([
      ['manage', ['projects', 'calendar', 'jobs', 'feed', 'docs']],
      ['explore', ['home', 'about', 'contact']],
    ]);
    for (const user of [users.staff, users.freelancer]) {
      expect(labels(user)).toEqual([
        ['manage', ['projects', 'jobs', 'feed', 'docs']],
        ['explore', ['home', 'about', 'contact']],
      ]);
    }
  });

  it('gives clients the reduced menu', () => {
    expect(labels(users.client)).toEqual([
      ['manage', ['projects']],
      ['explore', ['home', 'about', 'contact']],
    ]);
  });

  it('offers Payments to contributors and Bravo Board to storyboard holders in the profile menu', () => {
    expect(profileMenuFor(users.artist).map((l) => l.key)).toEqual(['account', 'payments', 'tools', 'bravo', 'logout']);
    expect(profileMenuFor(users.freelancer).map((l) => l.key)).toEqual(['account', 'payments', 'tools', 'logout']);
    expect(profileMenuFor(users.client).map((l) => l.key)).toEqual(['account', 'logout']);
  });

  it('gives a freelancer who has not agreed to the terms only the terms and Logout, and nothing to create', () => {
    expect(menuFor(users.newbie)).toEqual([{ key: 'manage', items: [{ key: 'terms', to: '/app/account?section=terms' }] }]);
    expect(profileMenuFor(users.newbie).map((l) => l.key)).toEqual(['logout']);
    expect(createItemsFor(users.newbie)).toEqual([]);
  });

  it('offers Create → Post to contributors and Memo to admins', () => {
    expect(createItemsFor(users.admin).map((i) => i.key)).toEqual(['project', 'post', 'memo']);
    expect(createItemsFor(users.freelancer).map((i) => i.key)).toEqual(['project', 'post']);
    expect(createItemsFor(users.client)).toEqual([{ key: 'project', modal: 'project-form' }]);
  });
});
