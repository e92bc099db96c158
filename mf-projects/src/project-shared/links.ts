/** The project page's addresses: `/app/projects/{id}` redirects to the scenes (Home) section. */
export const projectUrl = (projectId: string) => `/app/projects/${encodeURIComponent(projectId)}`;
export const sectionUrl = (projectId: string, section: string) => `${projectUrl(projectId)}/${section}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Project ids are uuids: `/app/projects/overview` and other words under the area are not projects. */
export const isProjectId = (value: string | undefined): value is string => UUID.test(value ?? '');
