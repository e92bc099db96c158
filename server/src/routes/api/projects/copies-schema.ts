// Transitional: the copies' schemas live in schemas/project-copies.ts. posts/index.ts (another helper's file) still
// imports these from here; delete this file once it imports from '../../../schemas/project-copies'.
export { CreateProjectFromPostSchema, MAY_NOT_CONVERT, PROJECT_CREATED } from '../../../schemas/project-copies';
