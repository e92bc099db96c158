/** `mf-feed/PostFormModal`: the post form (Create → Post), mounted by the shell's modal host inside its Modal. */
import type { AppProps } from 'single-spa';
import type { ModalParcelProps, PostFormModalProps, RemoteModules } from 'shared-api/federation';
import { navigateTo } from 'shared-api';
import { RemoteRoot } from 'shared-ui/spa';
import { PostForm } from '../feed';
import { lifecyclesFor } from '../lifecycles';

function PostFormModalRoot({ close, feed, privateTodo }: ModalParcelProps<PostFormModalProps> & AppProps) {
  return (
    <RemoteRoot>
      <PostForm
        close={close}
        feedName={feed}
        privateTodo={privateTodo}
        onSaved={(post) => navigateTo(`/app/feed/${encodeURIComponent(post.feed.name)}/post/${post._id}`)}
      />
    </RemoteRoot>
  );
}

const lifecycles: RemoteModules['mf-feed/PostFormModal']['default'] = lifecyclesFor(PostFormModalRoot);
export default lifecycles;
