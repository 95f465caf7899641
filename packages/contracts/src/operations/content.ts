import { defineOperations } from '../operation';
import { userAgreementResponse } from '../settings';

/** Operator-written content the member site shows (spec 2: the user agreement, notices, help). */
export const contentOperations = defineOperations({
  getUserAgreement: {
    method: 'GET',
    path: '/wps/member/userAgreement',
    tags: ['content'],
    summary:
      'The user agreement the register consent links to (/m/useragreement), in the request’s language. ' +
      'Plain text written by the operator (setting userAgreement): a blank line starts a paragraph, ' +
      '"# " a heading, "- " a list item. Never HTML. Empty text when the merchant has none.',
    session: 'none',
    response: userAgreementResponse,
    errors: [],
  },
});
