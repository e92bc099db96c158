/**
 * GET /api/messages/conversations/{id}/messages?before=&limit= — a conversation's messages, newest page first; older
 * pages by cursor (`before`: the oldest message loaded). Shown oldest first, each message once.
 */
import { useMemo } from 'react';
import { useApiInfinite } from 'shared-api';
import type { Message, MessagesPage } from './types';

export const MESSAGE_PAGE_SIZE = 30;

const time = (message: Message) => new Date(message.created).getTime();

/** The page's oldest message, whichever order the server lists a page in. */
function oldestOf(page: MessagesPage): Message | undefined {
  return page.messages.reduce<Message | undefined>(
    (oldest, each) => (!oldest || time(each) < time(oldest) ? each : oldest),
    undefined,
  );
}

export function useMessages(conversationId: string | null) {
  const list = useApiInfinite(
    '/api/messages/conversations/{id}/messages',
    conversationId ? { params: { id: conversationId } } : null,
    {
      limit: MESSAGE_PAGE_SIZE,
      silent: true,
      cursor: (page) => ({ before: oldestOf(page)?._id }),
    },
  );
  const messages = useMemo(() => {
    const byId = new Map(list.items.map((message) => [message._id, message]));
    return [...byId.values()].sort((a, b) => time(a) - time(b));
  }, [list.items]);
  return { ...list, messages };
}
