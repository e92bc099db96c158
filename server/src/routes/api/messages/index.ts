// Messages (issue 18): conversations, their messages, read markers, group members, public conversations, the
// unread count and the search. Each call: validate → load the conversation (404 unless the caller reads it) →
// authorise on the conversation policy → act in a transaction that records the live event for its members →
// present as the caller sees it (no e-mail addresses). A message never makes a bell notification: the unread
// count (GET /api/messages/unread) and the live event tell its recipients.
// One file per thing a person does (list, start, open, messages, send, mark-read, members, join, unread, people,
// search); load.ts: what they share; bench-floor.ts: the benchmark's floor.
import type { FastifyPluginAsync } from 'fastify';
import benchFloorRoutes from './bench-floor';
import joinConversationRoute from './join';
import listConversationsRoute from './list';
import markReadRoute from './mark-read';
import groupMemberRoutes from './members';
import listMessagesRoute from './messages';
import openConversationRoute from './open';
import messagingPeopleRoute from './people';
import searchMessagesRoute from './search';
import sendMessageRoute from './send';
import startConversationRoute from './start';
import unreadMessagesRoute from './unread';

const messageRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [
    benchFloorRoutes,
    listConversationsRoute,
    startConversationRoute,
    openConversationRoute,
    listMessagesRoute,
    sendMessageRoute,
    markReadRoute,
    groupMemberRoutes,
    joinConversationRoute,
    unreadMessagesRoute,
    messagingPeopleRoute,
    searchMessagesRoute,
  ]) {
    await app.register(routes);
  }
};

export default messageRoutes;
