/** The project page: the routes mount it; what its sections share with it lives in `../project-shared`. */
export { ProjectPage, ProjectRedirect } from './ProjectPage';
