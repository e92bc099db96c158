/**
 * Live updates (issue 18): the tab's event stream runs while someone is signed in who may use the app (a freelancer
 * who has not agreed to the terms yet is refused every call but that one), and stops on sign-out. shared-api turns
 * its events into `data:changed`, so open pages re-read what changed for this person.
 */
import { needsTerms, useLiveEvents, useSession } from 'shared-api';

export function LiveUpdates() {
  const signedIn = useSession((state) => state.user !== null && !needsTerms(state.user));
  useLiveEvents(signedIn);
  return null;
}
