// Resources (issue 10): the studio's typed shared material; `cover-title-sample` is the cover and title team's sample
// library (Tools) and the YouTube mock view's cards. Contributors (not clients) read and add samples; a sample is
// changed and deleted by whoever added it, PMs and admins.
import { allow } from './engine';
import { isContributor, isPm } from './actor';

allow('resource', ['read', 'create'], (actor) => isContributor(actor));
allow(
  'resource',
  ['update', 'delete'],
  (actor, resource) => isContributor(actor) && (isPm(actor) || resource.createdBy === actor.id),
);
