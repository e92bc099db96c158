/** `mf-feed/MemoFormModal`: the post form writing a memo (Create → Memo, admins), mounted by the shell's modal host. */
import type { AppProps } from 'single-spa';
import type { ModalParcelProps, RemoteModules } from 'shared-api/federation';
import { navigateTo } from 'shared-api';
import { RemoteRoot } from 'shared-ui/spa';
import { PostForm } from '../feed';
import { lifecyclesFor } from '../lifecycles';

function MemoFormModalRoot({ close }: ModalParcelProps & AppProps) {
  return (
    <RemoteRoot>
      <PostForm
        close={close}
        type="memo"
        onSaved={(post) => navigateTo(`/app/feed/${encodeURIComponent(post.feed.name)}/post/${post._id}`)}
      />
    </RemoteRoot>
  );
}

const lifecycles: RemoteModules['mf-feed/MemoFormModal']['default'] = lifecyclesFor(MemoFormModalRoot);
export default lifecycles;
