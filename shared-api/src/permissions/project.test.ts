import type { ProjectStatus } from '../types';
import type { PermissionUser } from './permissions';
import { isProjectPm, projectMenuActions, type ProjectMenuAction } from './project';

const user = (id: string, level: string, role: string[] = []): PermissionUser => ({
  _id: id,
  level,
  role,
  roleLevel: {},
  freelancerTnc: '2024-01-01T00:00:00.000Z',
});

// The callers of the server's project permission matrix (server/test/project-callers.ts) who can list the project.
const callers = {
  clientCollaborator: user('client-collab', 'client', ['project-manager']), // a client's roles give no rights
  freelancer: user('freelancer', 'freelancer', ['script']),
  freelancerPm: user('freelancer-pm', 'freelancer', ['project-manager']),
  staff: user('staff', 'staff', ['video-editing']),
  projectPm: user('project-pm', 'staff', ['project-manager']),
  otherPm: user('other-pm', 'staff', ['project-manager']),
  admin: user('admin', 'admin'),
};
type Caller = keyof typeof callers;

const project = (status: ProjectStatus) => ({
  status,
  collabs: [{ _id: 'client-collab' }, { _id: 'freelancer' }, { _id: 'freelancer-pm' }, { _id: 'project-pm' }],
});

const ADMIN_WORKING: ProjectMenuAction[] = [
  'toggleFlags',
  'listedBy',
  'updateStatus',
  'duplicate',
  'transfer',
  'hold',
  'trash',
  'markGood',
];

describe('projectMenuActions', () => {
  const working: Record<Caller, ProjectMenuAction[]> = {
    clientCollaborator: ['trash'],
    freelancer: ['trash'],
    freelancerPm: ['listedBy', 'updateStatus', 'trash'],
    staff: ['trash'],
    projectPm: ['listedBy', 'updateStatus', 'trash'],
    otherPm: ['listedBy', 'trash'],
    admin: ADMIN_WORKING,
  };
  it.each(Object.entries(working))('a project in production: %s', (caller, expected) => {
    expect(projectMenuActions(callers[caller as Caller], project('production'))).toEqual(expected);
  });

  const onHold: Record<Caller, ProjectMenuAction[]> = {
    clientCollaborator: ['trash'],
    freelancer: ['trash'],
    freelancerPm: ['listedBy', 'trash'],
    staff: ['trash'],
    projectPm: ['listedBy', 'trash'],
    otherPm: ['listedBy', 'trash'],
    admin: ['toggleFlags', 'listedBy', 'duplicate', 'transfer', 'activate', 'trash', 'markGood'],
  };
  it.each(Object.entries(onHold))('a project on hold: %s', (caller, expected) => {
    expect(projectMenuActions(callers[caller as Caller], project('onhold'))).toEqual(expected);
  });

  const inTrash: Record<Caller, ProjectMenuAction[]> = {
    clientCollaborator: ['restore'],
    freelancer: ['restore'],
    freelancerPm: ['listedBy', 'restore'],
    staff: ['restore'],
    projectPm: ['listedBy', 'restore'],
    otherPm: ['listedBy', 'restore'],
    admin: ['toggleFlags', 'listedBy', 'duplicate', 'transfer', 'restore', 'markGood'],
  };
  it.each(Object.entries(inTrash))('a project in the trash: %s', (caller, expected) => {
    expect(projectMenuActions(callers[caller as Caller], project('trash'))).toEqual(expected);
  });

  it('offers nothing to a signed-out visitor', () => {
    expect(projectMenuActions(null, project('production'))).toEqual([]);
    expect(projectMenuActions(undefined, project('trash'))).toEqual([]);
  });

  it('judges project PMs by the collaborator ids of the row (ids or references)', () => {
    expect(isProjectPm(callers.projectPm, { status: 'new', collabs: ['project-pm'] })).toBe(true);
    expect(isProjectPm(callers.projectPm, { status: 'new', collabs: [] })).toBe(false);
    expect(isProjectPm(callers.admin, { status: 'new', collabs: [] })).toBe(true);
    expect(isProjectPm(callers.clientCollaborator, project('new'))).toBe(false);
    expect(isProjectPm(null, project('new'))).toBe(false);
  });
});
