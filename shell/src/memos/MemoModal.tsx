/** The first unread memo (title, feed as the feed screen names it, age, HTML body), "Ok, I got it" to acknowledge it, and how many remain. */
import { useState } from 'react';
import styled from 'styled-components';
import { feedTitle, LABELS_NAMESPACE } from 'shared-api';
import { Button, formatAgo, Modal, useT } from 'shared-ui';
import { SHELL_NAMESPACE } from '../i18n';
import { ackMemo } from './api/ack-memo';
import type { UnreadMemo } from './api/get-unread-memos';

const Meta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Remaining = styled.span`
  margin-right: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  align-self: center;
`;

export type MemoModalProps = {
  memos: UnreadMemo[];
  /** Every memo acknowledged. */
  onDone(): void;
  /** Closed (× or Escape) with these memos not acknowledged. */
  onClose(shown: UnreadMemo[]): void;
};

export function MemoModal({ memos, onDone, onClose }: MemoModalProps) {
  const t = useT(SHELL_NAMESPACE);
  const labels = useT(LABELS_NAMESPACE);
  const [index, setIndex] = useState(0);
  const [sending, setSending] = useState(false);
  const memo = memos[index];
  if (!memo) return null;

  const acknowledge = async () => {
    setSending(true);
    try {
      await ackMemo(memo._id);
      if (index + 1 < memos.length) setIndex(index + 1);
      else onDone();
    } catch {
      // the API client showed the error; the memo stays
    } finally {
      setSending(false);
    }
  };
  const remaining = memos.length - index - 1;

  return (
    <Modal
      open
      onClose={() => onClose(memos.slice(index))}
      title={memo.title}
      closeOnBackdrop={false}
      footer={
        <>
          {remaining > 0 && <Remaining>{t('memo.remaining', { count: remaining })}</Remaining>}
          <Button variant="primary" loading={sending} onClick={() => void acknowledge()}>
            {t('memo.ok')}
          </Button>
        </>
      }
    >
      <Meta>
        {t('memo.postedIn', { feed: feedTitle(memo.feed, labels) })} ·{' '}
        <time dateTime={memo.created}>{formatAgo(memo.created)}</time>
      </Meta>
      {/* bodyHtml is sanitised by the server. */}
      <div dangerouslySetInnerHTML={{ __html: memo.bodyHtml }} />
    </Modal>
  );
}
