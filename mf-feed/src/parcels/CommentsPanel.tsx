/**
 * `mf-feed/CommentsPanel`: an item's comments. The shell mounts it in its comments side modal while the address has
 * `?comments={itemId}`; mf-projects mounts it in place as the storyboard board's discussion (`variant: 'thread'`).
 */
import type { AppProps } from 'single-spa';
import type { CommentsPanelProps, RemoteModules } from 'shared-api/federation';
import { RemoteRoot } from 'shared-ui/spa';
import { lifecyclesFor } from '../lifecycles';
import { CommentsPanel } from '../comments';

function CommentsPanelRoot({ itemId, variant }: { domElement: HTMLElement } & CommentsPanelProps & AppProps) {
  return (
    <RemoteRoot>
      <CommentsPanel itemId={itemId} variant={variant} />
    </RemoteRoot>
  );
}

const lifecycles: RemoteModules['mf-feed/CommentsPanel']['default'] = lifecyclesFor(CommentsPanelRoot);
export default lifecycles;
