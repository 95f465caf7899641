import { headIconRequest, headIconResponse, memberInfo, memberInfoQuery } from '../auth';
import { defineOperations } from '../operation';

const tags = ['member-centre'];

/** The member's account (spec 2 Mine and Settings, spec 7 Account calls): member info, head icon. */
export const memberCentreOperations = defineOperations({
  getMemberInfo: {
    method: 'GET',
    path: '/wps/member/info',
    tags,
    summary: 'The signed-in member (spec 3 member info); renew=true skips any cache',
    session: 'member',
    query: memberInfoQuery,
    response: memberInfo,
    errors: [],
  },
  getHeadIcon: {
    method: 'GET',
    path: '/wps/member/headIcon',
    tags,
    summary: 'The member’s head icon',
    session: 'member',
    response: headIconResponse,
    errors: [],
  },
  setHeadIcon: {
    method: 'POST',
    path: '/wps/member/headIcon',
    tags,
    summary: 'Choose a head icon (form-encoded icon=1..12)',
    session: 'member',
    encoding: 'form',
    body: headIconRequest,
    response: headIconResponse,
    errors: [],
  },
});
