/** The project page's addresses: `/app/projects/{id}` redirects to the scenes (Home) section. */
export const projectUrl = (projectId: string) => `/app/projects/${encodeURIComponent(projectId)}`;
export const sectionUrl = (projectId: string, section: string) => `${projectUrl(projectId)}/${section}`;
