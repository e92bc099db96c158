import { hasRole, isAdmin, isCollab, isContrib, isPm, isPower, needsTerms, roleLevel, type PermissionUser } from './permissions';

const user = (level: string, role: string[] = [], extra: Partial<PermissionUser> = {}): PermissionUser => ({
  _id: `${level}-${role.join('+') || 'none'}`,
  level,
  role,
  roleLevel: {},
  freelancerTnc: '2024-01-01T00:00:00.000Z',
  ...extra,
});

const admin = user('admin');
const staff = user('staff', ['voice']);
const freelancer = user('freelancer', ['script']);
const freelancerPm = user('freelancer', ['project-manager']);
const freelancerNoTerms = user('freelancer', ['voice'], { freelancerTnc: null });
const client = user('client', ['project-manager']); // a client's roles give no rights

describe('permission helpers', () => {
  // [who, user, isAdmin, isPm, isPower, isContrib, needsTerms]
  const table: Array<[string, PermissionUser | null, boolean, boolean, boolean, boolean, boolean]> = [
    ['nobody', null, false, false, false, false, false],
    ['admin', admin, true, true, true, true, false],
    ['staff', staff, false, false, true, true, false],
    ['freelancer', freelancer, false, false, false, true, false],
    ['freelancer PM', freelancerPm, false, true, true, true, false],
    ['freelancer without terms', freelancerNoTerms, false, false, false, true, true],
    ['client holding project-manager', client, false, false, false, false, false],
  ];

  it.each(table)('%s', (_who, u, admin_, pm, power, contrib, terms) => {
    expect({
      isAdmin: isAdmin(u),
      isPm: isPm(u),
      isPower: isPower(u),
      isContrib: isContrib(u),
      needsTerms: needsTerms(u),
    }).toEqual({ isAdmin: admin_, isPm: pm, isPower: power, isContrib: contrib, needsTerms: terms });
  });

  it.each([
    ['staff holding voice', staff, 'voice', true],
    ['staff not holding script', staff, 'script', false],
    ['admin without the role', admin, 'payment', false],
    ['admin holding payment', user('admin', ['payment']), 'payment', true],
    ['client holding the role', client, 'project-manager', false],
    ['nobody', null, 'voice', false],
  ])('hasRole: %s', (_who, u, role, expected) => {
    expect(hasRole(u, role)).toBe(expected);
  });

  it('isCollab finds the user among collaborator references or ids', () => {
    expect(isCollab(staff, { collabs: [{ _id: 'x' }, { _id: staff._id }] })).toBe(true);
    expect(isCollab(staff, { collabs: [staff._id] })).toBe(true);
    expect(isCollab(staff, { collabs: [{ _id: 'x' }] })).toBe(false);
    expect(isCollab(staff, null)).toBe(false);
    expect(isCollab(null, { collabs: [{ _id: 'x' }] })).toBe(false);
  });

  it.each([
    [{ voice: 3 }, 'voice', 3],
    [{ voice: 1 }, 'voice', 1],
    [{ voice: 0 }, 'voice', 2],
    [{}, 'voice', 2],
    [null, 'voice', 2],
  ])('roleLevel with %j in %s is %i', (levels, role, expected) => {
    expect(roleLevel(user('staff', ['voice'], { roleLevel: levels }), role)).toBe(expected);
  });

  it('roleLevel of nobody is the default 2', () => {
    expect(roleLevel(null, 'voice')).toBe(2);
  });
});
