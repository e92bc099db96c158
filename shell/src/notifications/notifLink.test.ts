import { notifIcon, notifLink } from './notifLink';

describe('notification icons', () => {
  it.each([
    ['job/claim', 'user-plus'],
    ['payment/create', 'money'],
    ['submitScript', 'upload'],
    ['approveStoryboard', 'check-square'],
    ['status', 'film'],
    ['invite', 'mail'],
    ['script-raw/submit', 'upload'],
    ['something/new', 'bell'],
  ])('%s shows %s', (actionType, icon) => {
    expect(notifIcon(actionType)).toBe(icon);
  });

  it('links carry the notification id', () => {
    expect(notifLink('/app/projects/p1/scenes', 'n1')).toBe('/app/projects/p1/scenes?notif=n1');
  });
});
