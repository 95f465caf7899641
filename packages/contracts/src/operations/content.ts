import { z } from 'zod';
import { announcementsQuery, announcementsResponse, helpCentreQuery, helpEntry } from '../content';
import { defineOperations } from '../operation';
import { serviceLinkResponse } from '../service-paths';
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
  getAnnouncements: {
    method: 'GET',
    path: '/wps/system/announcements',
    tags: ['content'],
    summary:
      'Banners (B), player notices (PL), popups (PU), agent notices (A), promotion notices (PR) and hot ' +
      'matches (H) of the group, in the request’s language (a type with none falls back to the default ' +
      'language), in the operator’s order, only those in their schedule. HTML is sanitised. Cached per ' +
      'merchant, language and query with an ETag (spec 7 Announcements).',
    session: 'none',
    query: announcementsQuery,
    response: announcementsResponse,
    errors: [],
  },
  getHelpCentre: {
    method: 'GET',
    path: '/wps/system/helpCenter',
    tags: ['content'],
    summary: 'Help centre: titles with their sanitised HTML, in the operator’s order (spec 2, 7; device MOBILE)',
    session: 'none',
    query: helpCentreQuery,
    response: z.array(helpEntry),
    errors: [],
  },
  getServiceLink: {
    method: 'GET',
    path: '/wps/system/serviceLink',
    tags: ['content'],
    summary:
      'The service-version path list (spec 3, 7): the merchant’s help channels for the side bar and ' +
      '/m/service, each path sealed (the last 8 characters are the key; contracts openServicePath opens it).',
    session: 'none',
    response: serviceLinkResponse,
    errors: [],
  },
});
