/** How a conversation and a day of messages are named for the reader. */
import { formatDate, toDate, type Translate } from 'shared-ui';
import type { Conversation, MessageUser } from './api/types';

/** Everyone in the conversation but the reader. */
export function othersIn(conversation: Pick<Conversation, 'users'>, meId: string | undefined): MessageUser[] {
  return conversation.users.filter((user) => user._id !== meId);
}

/** A group's or public conversation's title; else the other people's names ("Only you" when none is left). */
export function conversationTitle(
  conversation: Pick<Conversation, 'title' | 'users'>,
  meId: string | undefined,
  t: Translate,
): string {
  if (conversation.title?.trim()) return conversation.title;
  const others = othersIn(conversation, meId);
  return others.length ? others.map((user) => user.name).join(', ') : t('messages.onlyYou');
}

export const conversationUrl = (id: string) => `/app/messages?conversation=${encodeURIComponent(id)}`;

/** The local calendar day of a date, as a key. */
export function dayKey(date: string | Date): string {
  const value = toDate(date);
  return `${value.getFullYear()}-${value.getMonth()}-${value.getDate()}`;
}

/** A day separator: "Today", "Yesterday", else the date in the reader's language. */
export function dayLabel(date: string, t: Translate, now: Date = new Date()): string {
  if (dayKey(date) === dayKey(now)) return t('messages.today');
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (dayKey(date) === dayKey(yesterday)) return t('messages.yesterday');
  return formatDate(date);
}
