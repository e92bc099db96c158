/** The reviewer's page (issue 26): a lazy chunk of the shell, opened at `/review#<token>` without an account. */
import './strings';

export { ReviewPage } from './ReviewPage';
