/** The reviewer's page (issue 26), opened at `/review#<token>` without an account; built on its own from main.tsx. */
import './strings';

export { ReviewPage } from './ReviewPage';
