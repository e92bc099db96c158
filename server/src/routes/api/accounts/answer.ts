// The answer of every change to the caller's account: the sentence, the session user and the settings.
import { presentAccountSettings } from '../../../presenters/account';
import { presentSessionUser } from '../../../presenters/user';
import { toActor, updateOwnRow } from '../../../repositories/users';

type UserRowOf = Awaited<ReturnType<typeof updateOwnRow>>;
export const answer = (message: string, row: UserRowOf) => ({
  message,
  user: presentSessionUser(toActor(row)),
  settings: presentAccountSettings(row),
});
