import { z } from 'zod';
import { defineOperations } from '../operation';
import { birthDateRequest, vipClubView } from '../vip';

const tags = ['vip'];

/** The VIP club (issue 12; spec 2 /m/member/benefits, spec 7 "member club benefit"). */
export const vipOperations = defineOperations({
  getVipClub: {
    method: 'GET',
    path: '/wps/member/vip',
    tags,
    summary: 'The VIP club: levels and their benefits, the member’s level, lifetime totals and progress',
    session: 'real',
    response: vipClubView,
    errors: ['rate.limited'],
  },
  setBirthDate: {
    method: 'PUT',
    path: '/wps/member/vip/birthDate',
    tags,
    summary: 'Give the birth date once (the birthday bonus); a second time is refused',
    session: 'real',
    body: birthDateRequest,
    response: z.object({ birthDate: z.string() }),
    errors: ['validation.failed', 'vip.birth.date.set', 'rate.limited'],
  },
});
