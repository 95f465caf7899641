import { operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import type { MessageCentre } from './messages.service';

/** The message centre's calls: every one scoped to the session's merchant and member. */
export async function messageRoutes(app: FastifyInstance, { messages }: { messages: MessageCentre }) {
  addOperation(app, operations.getMessages, ({ query, request }) =>
    messages.page(request.merchant.id, request.member.memberId, query),
  );
  addOperation(app, operations.getMessageCount, ({ request }) =>
    messages.count(request.merchant.id, request.member.memberId),
  );
  addOperation(app, operations.getUnreadCount, ({ request }) =>
    messages.unreadCount(request.merchant.id, request.member.memberId),
  );
  addOperation(app, operations.readMessage, ({ params, request }) =>
    messages.read(request.merchant.id, request.member.memberId, params.id),
  );
  addOperation(app, operations.readAllMessages, ({ request }) =>
    messages.readAll(request.merchant.id, request.member.memberId),
  );
  addOperation(app, operations.deleteMessage, ({ params, request }) =>
    messages.remove(request.merchant.id, request.member.memberId, params.id),
  );
}
