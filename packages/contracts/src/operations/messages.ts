import { z } from 'zod';
import { messageParams, messagesPage, messagesQuery } from '../messages';
import { defineOperations } from '../operation';

const tags = ['messages'];
const done = z.object({});

/** The message centre (spec 2 /m/webEmail, spec 7 message count and unread count). */
export const messageOperations = defineOperations({
  getMessages: {
    method: 'GET',
    path: '/wps/member/messages',
    tags,
    summary: 'The member’s messages, newest first, a keyset page at a time (from the cursor of the last page)',
    session: 'member',
    query: messagesQuery,
    response: messagesPage,
    errors: [],
  },
  getMessageCount: {
    method: 'GET',
    path: '/wps/member/messages/count',
    tags,
    summary: 'How many messages the member has (not deleted)',
    session: 'member',
    response: z.number().int(),
    errors: [],
  },
  getUnreadCount: {
    method: 'GET',
    path: '/wps/member/messages/unreadCount',
    tags,
    summary: 'How many of them are unread (the badges of the member centre and agent home)',
    session: 'member',
    response: z.number().int(),
    errors: [],
  },
  readMessage: {
    method: 'POST',
    path: '/wps/member/messages/:id/read',
    tags,
    summary: 'Mark a message read (already read: no change); another member’s message is not found',
    session: 'member',
    params: messageParams,
    response: done,
    errors: ['resource.not.found'],
  },
  readAllMessages: {
    method: 'POST',
    path: '/wps/member/messages/readAll',
    tags,
    summary: 'Mark every message read',
    session: 'member',
    response: done,
    errors: [],
  },
  deleteMessage: {
    method: 'DELETE',
    path: '/wps/member/messages/:id',
    tags,
    summary: 'Delete a message from the member’s centre; another member’s message is not found',
    session: 'member',
    params: messageParams,
    response: done,
    errors: ['resource.not.found'],
  },
});
