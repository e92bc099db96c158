// The full ability set of each kind of user on one job and one project (after outline's policy tests).
import {
  abilities,
  can,
  commentAbilities,
  GUEST,
  jobRefusal,
  lastAdminConflict,
  readableCommentTags,
  userPageSize,
  visiblePriceTiers,
  type Actor,
  type CommentItemTarget,
  type JobTarget,
} from '.';

function actor(overrides: Partial<Actor>): Actor {
  return {
    id: 'me',
    email: 'me@test.local',
    name: 'Me',
    nameAlias: '',
    picture: null,
    level: 'freelancer',
    roles: [],
    roleLevels: {},
    paymentInfo: '',
    freelancerTncAt: new Date(),
    locale: null,
    notificationEmailOn: true,
    notificationEmail: null,
    ...overrides,
  };
}

const openScriptJob: JobTarget = {
  jobType: 'script',
  status: 'open',
  staff: [],
  claimedBy: null,
  projectCollaboratorIds: ['pm'],
};

describe('job abilities', () => {
  const none = {
    read: false,
    claim: false,
    work: false,
    moderate: false,
    seeAllPrices: false,
    seeBonus: false,
    seePaymentInfo: false,
    seePaymentDates: false,
    markPaid: false,
  };
  it.each([
    [
      'admin',
      actor({ id: 'admin', level: 'admin' }),
      {
        ...none,
        read: true,
        moderate: true,
        seeAllPrices: true,
        seeBonus: true,
        seePaymentInfo: true,
        seePaymentDates: true,
        markPaid: true,
      },
    ],
    [
      'project PM',
      actor({ id: 'pm', level: 'staff', roles: ['project-manager'] }),
      { ...none, read: true, moderate: true, seeAllPrices: true, seeBonus: true, seePaymentDates: true },
    ],
    ['PM of another project', actor({ id: 'pm2', level: 'staff', roles: ['project-manager'] }), none],
    ['script freelancer', actor({ level: 'freelancer', roles: ['script'] }), { ...none, read: true, claim: true }],
    ['voice freelancer', actor({ level: 'freelancer', roles: ['voice'] }), none],
    ['client holding the role on paper', actor({ level: 'client', roles: ['script'] }), none],
  ])('%s', (_label, who, expected) => {
    expect(abilities(who, 'job', openScriptJob)).toEqual(expected);
  });

  it('the claimant works on the job (release, submit) and keeps reading it; an eligible stranger no longer reads it', () => {
    const claimed = { ...openScriptJob, status: 'inprogress', claimedBy: 'me' };
    expect(abilities(actor({ roles: ['script'] }), 'job', claimed)).toMatchObject({
      read: true,
      work: true,
      seePaymentDates: true,
    });
    expect(abilities(actor({ id: 'other', roles: ['script'] }), 'job', claimed)).toMatchObject({
      read: false,
      work: false,
      claim: true,
    });
  });

  it('an invitation list limits who may claim', () => {
    const invited = { ...openScriptJob, staff: ['someone-else'] };
    expect(abilities(actor({ roles: ['script'] }), 'job', invited).claim).toBe(false);
    expect(abilities(actor({ id: 'someone-else', roles: ['script'] }), 'job', invited).claim).toBe(true);
  });

  it('price tiers: all for admins and the PM; the own level for role holders (default 2); none otherwise', () => {
    expect(visiblePriceTiers(actor({ level: 'admin' }), openScriptJob)).toEqual(['1', '2', '3']);
    expect(visiblePriceTiers(actor({ id: 'pm', level: 'staff', roles: ['project-manager'] }), openScriptJob)).toEqual([
      '1',
      '2',
      '3',
    ]);
    const pmJob = { ...openScriptJob, jobType: 'project-manager' };
    expect(
      visiblePriceTiers(
        actor({ id: 'pm', level: 'staff', roles: ['project-manager'], roleLevels: { 'project-manager': 3 } }),
        pmJob,
      ),
    ).toEqual(['3']);
    expect(visiblePriceTiers(actor({ roles: ['script'], roleLevels: { script: 1 } }), openScriptJob)).toEqual(['1']);
    expect(visiblePriceTiers(actor({ roles: ['script'], roleLevels: { script: 0 } }), openScriptJob)).toEqual(['2']);
    expect(visiblePriceTiers(actor({ roles: ['voice'] }), openScriptJob)).toEqual([]);
    expect(visiblePriceTiers(actor({ level: 'client' }), { ...openScriptJob, jobType: 'other' })).toEqual([]);
  });
});

describe('project abilities', () => {
  const project = {
    collaboratorIds: ['client', 'pm', 'fl'],
    jobs: [{ jobType: 'voice', status: 'open', staff: [], claimedBy: null }],
  };
  const PM_OF_PROJECT = [
    'manage',
    'rename',
    'updateStatus',
    'markReady',
    'editSpecs',
    'setupDrive',
    'uploadDoc',
    'editBrief',
    'publish',
    'editChecklist',
    'editMeta',
    'seePmLogs',
    'seeCollabEmails',
    'createJob',
    'readDocs',
    'submitForApproval',
    'editCollabs',
    'inviteNewPeople',
    'submitRawScript',
    'splitScript',
  ];
  const ADMIN_ONLY = [
    'approve',
    'hold',
    'toggleFlags',
    'duplicate',
    'transfer',
    'checkAdminItem',
    'markGood',
    'claimForLaunch',
    'orderScript',
  ];
  it.each([
    [
      'admin',
      actor({ level: 'admin' }),
      ['read', 'seeInternals', 'trash', 'seeCost', 'editEarnings', 'join', ...PM_OF_PROJECT, ...ADMIN_ONLY],
    ],
    ['staff', actor({ level: 'staff' }), ['read', 'seeInternals']],
    [
      'collaborating PM',
      actor({ id: 'pm', level: 'staff', roles: ['project-manager'] }),
      ['read', 'seeInternals', 'trash', ...PM_OF_PROJECT],
    ],
    ['PM of other projects', actor({ id: 'pm2', level: 'staff', roles: ['project-manager'] }), ['read', 'seeInternals', 'join']],
    [
      'collaborating freelancer',
      actor({ id: 'fl', roles: ['script'] }),
      ['read', 'seeInternals', 'trash', 'submitForApproval', 'editCollabs', 'submitRawScript'],
    ],
    ['freelancer who may claim a job', actor({ roles: ['voice'] }), ['read', 'seeInternals']],
    ['freelancer with nothing there', actor({ roles: ['script'] }), ['seeInternals']],
    ['expert who sees it', actor({ level: 'staff', roles: ['expert'] }), ['read', 'seeInternals', 'readDocs']],
    ['vrd staff', actor({ level: 'staff', roles: ['vrd'] }), ['read', 'seeInternals', 'editEarnings']],
    ['collaborating client', actor({ id: 'client', level: 'client' }), ['read', 'submitRawScript']],
    ['other client', actor({ level: 'client' }), []],
  ])('%s', (_label, who, allowed) => {
    const granted = Object.entries(abilities(who, 'project', project))
      .filter(([, yes]) => yes)
      .map(([action]) => action);
    expect(granted.sort()).toEqual([...allowed].sort());
  });

  it('lets a collaborating client trash the project only while it is new', () => {
    const client = actor({ id: 'client', level: 'client' });
    expect(abilities(client, 'project', { ...project, status: 'new' }).trash).toBe(true);
    expect(abilities(client, 'project', { ...project, status: 'script-writing' }).trash).toBe(false);
    expect(abilities(actor({ level: 'client' }), 'project', { ...project, status: 'new' }).trash).toBe(false);
  });
});

describe('payment abilities', () => {
  const payee = { userId: 'payee' };
  it.each([
    [
      'admin',
      actor({ id: 'admin', level: 'admin' }),
      { read: true, seePaymentInfo: true, create: false, readPbSummary: true, readStatement: true },
    ],
    [
      'payment role',
      actor({ id: 'payer', level: 'staff', roles: ['payment'] }),
      { read: true, seePaymentInfo: true, create: true, readPbSummary: true, readStatement: true },
    ],
    [
      'the payee',
      actor({ id: 'payee', level: 'freelancer' }),
      { read: true, seePaymentInfo: false, create: false, readPbSummary: true, readStatement: true },
    ],
    [
      'the payee holding the payment role',
      actor({ id: 'payee', level: 'staff', roles: ['payment'] }),
      {
        read: true,
        seePaymentInfo: true,
        create: false,
        readPbSummary: true,
        readStatement: true,
      },
    ],
    [
      'another freelancer',
      actor({ id: 'other', level: 'freelancer' }),
      { read: false, seePaymentInfo: false, create: false, readPbSummary: false, readStatement: false },
    ],
    [
      'a client holding the payment role on paper',
      actor({ id: 'c', level: 'client', roles: ['payment'] }),
      {
        read: false,
        seePaymentInfo: false,
        create: false,
        readPbSummary: false,
        readStatement: false,
      },
    ],
  ])('%s', (_label, who, expected) => {
    expect(abilities(who, 'payment', payee)).toEqual(expected);
  });
});

describe('user rules', () => {
  const admin = actor({ id: 'admin', level: 'admin' });
  const staffRights = { level: 'staff' as const, roles: ['script'], roleLevels: { script: 2 } };
  it('an admin changes anyone, but never raises their own level, roles or stars', () => {
    const raise = { ...staffRights, roles: ['script', 'payment'] };
    expect(can(admin, 'apply', 'rightsChange', { userId: 'other', before: staffRights, after: raise })).toBe(true);
    expect(can(admin, 'apply', 'rightsChange', { userId: 'admin', before: staffRights, after: raise })).toBe(false);
    const lower = { ...staffRights, roleLevels: { script: 1 } };
    expect(can(admin, 'apply', 'rightsChange', { userId: 'admin', before: staffRights, after: lower })).toBe(true);
    expect(can(actor({ level: 'staff' }), 'apply', 'rightsChange', { userId: 'other', before: staffRights, after: lower })).toBe(
      false,
    );
  });
  it('the last admin cannot step down', () => {
    expect(lastAdminConflict('admin', 'staff', 1)).toBe('The studio needs at least one admin');
    expect(lastAdminConflict('admin', 'staff', 2)).toBeNull();
    expect(lastAdminConflict('staff', 'freelancer', 1)).toBeNull();
  });
  it('the directory pages 10 people (200 when picking by role); admins page what they ask', () => {
    const pm = actor({ level: 'staff', roles: ['project-manager'] });
    expect(userPageSize(pm, { limit: 50 })).toBe(10);
    expect(userPageSize(pm, { limit: 500, role: 'voice' })).toBe(200);
    expect(userPageSize(admin, { limit: 500 })).toBe(500);
  });
});

describe('job refusals', () => {
  it('names the missing role, the invitation list, or the separation of duties', () => {
    expect(jobRefusal(actor({ roles: ['voice'] }), 'claim', openScriptJob)).toBe(
      'Only holders of the Script Writing role can claim this job',
    );
    expect(jobRefusal(actor({ roles: ['script'] }), 'claim', { ...openScriptJob, staff: ['x'] })).toBe(
      'This job is for invited users only',
    );
    const own = { ...openScriptJob, status: 'pending', claimedBy: 'admin' };
    expect(jobRefusal(actor({ id: 'admin', level: 'admin' }), 'moderate', own)).toMatch(/^You claimed this job/);
    expect(jobRefusal(actor({ roles: ['script'] }), 'markPaid', own)).toBe('Only admins can do that');
  });
});

describe('a guest (an anonymous visitor)', () => {
  const project = { collaboratorIds: ['pm'], jobs: [] };
  const published: CommentItemTarget = { kind: 'project', id: 'p1', project, published: true };
  const unpublished: CommentItemTarget = { ...published, published: false };

  it("reads and writes a published project's public tab, and nothing else", () => {
    expect(readableCommentTags(GUEST, published)).toEqual(['']);
    expect(readableCommentTags(GUEST, unpublished)).toEqual([]);
    for (const action of ['read', 'create'] as const) {
      expect(can(GUEST, action, 'comment', { item: published, tag: '', authorId: null })).toBe(true);
      expect(can(GUEST, action, 'comment', { item: published, tag: 'private', authorId: null })).toBe(false);
      expect(can(GUEST, action, 'comment', { item: unpublished, tag: '', authorId: null })).toBe(false);
    }
    expect(can(GUEST, 'attach', 'comment', { item: published, tag: '', authorId: null })).toBe(false);
    expect(Object.values(abilities(GUEST, 'project', project)).some(Boolean)).toBe(false);
  });

  it('is offered no buttons on a public comment (the public view has one comment box)', () => {
    expect(commentAbilities(GUEST, { item: published, tag: '', authorId: null })).toEqual({
      edit: false,
      hide: false,
      remove: false,
      reply: false,
    });
  });
});
