import type { MemberMessage } from '@playdeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { adminCommand } from '../../testing/wallet';
import { membersRepo } from '../member-centre/members.repo';
import { merchantsRepo } from '../merchants/merchants.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 1;
/** A member of the merchant, logged in: the headers of their requests. */
async function member(username: string, { merchant = 'DEMO', type = 0 } = {}) {
  const added = await adminCommand(t, 'member:add', merchant, username, 'messages-password-1', '--type', String(type));
  expect(added.ok, added.output).toBe(true);
  const headers = { merchant, 'x-forwarded-for': `10.30.0.${ip++}` };
  const res = await login(t, { username, password: 'messages-password-1' }, headers);
  expect(res.statusCode).toBe(200);
  return { ...headers, authorization: res.json().value.token as string };
}

async function send(to: string, title: string, merchant = 'DEMO') {
  const sent = await adminCommand(
    t,
    'message:send',
    merchant,
    to,
    JSON.stringify({ title, content: `<p>${title}</p>` }),
  );
  expect(sent.ok, sent.output).toBe(true);
  return Number(/message (\d+) sent/.exec(sent.output)?.[1]);
}

const get = async (headers: Record<string, string>, url: string) => {
  const res = await t.request({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const titles = async (headers: Record<string, string>, query = '') =>
  ((await get(headers, `/wps/member/messages${query}`)).content as MemberMessage[]).map((m) => m.title);
const unread = (headers: Record<string, string>) => get(headers, '/wps/member/messages/unreadCount');

describe('message centre (spec 2 /m/webEmail, spec 7 message count and unread count)', () => {
  it('shows the demo player the seeded messages', async () => {
    const res = await login(
      t,
      { username: 'demo', password: 'playdeck-demo-2026' },
      { 'x-forwarded-for': '10.30.1.1' },
    );
    const headers = { authorization: res.json().value.token as string };
    expect(await titles(headers)).toEqual([
      'Maligayang pagdating, Demo Player!',
      'Weekend Reload: 20% bonus',
      'Maintenance ng sistema sa Martes',
    ]);
    expect(await unread(headers)).toBe(3);
  });

  it('delivers to one member, a group or everyone, from the time each member registered', async () => {
    await send('all', 'before they registered');
    const ana = await member('msg_ana');
    const agent = await member('msg_agent', { type: 1 });
    const vip = await member('msg_vip');
    const demo = await merchantsRepo(t.services.database.db).findByCode('DEMO');
    const vipId = (await get(vip, '/wps/member/info')).id as number;
    await membersRepo(t.services.database.db, demo?.id ?? 0).update(vipId, { vipLevel: 3 });
    await send('all', 'to everyone');
    await send('players', 'to players');
    await send('agents', 'to agents');
    await send('vip:3', 'to VIP 3 and up');
    await send('vip:4', 'to VIP 4 and up');
    await send('member:msg_ana', 'to Ana');

    expect(await titles(ana)).toEqual(['to Ana', 'to players', 'to everyone']);
    expect(await titles(agent)).toEqual(['to agents', 'to everyone']);
    expect(await titles(vip)).toEqual(['to VIP 3 and up', 'to players', 'to everyone']);
  });

  it('counts, reads, reads all and deletes, each for this member only', async () => {
    const bea = await member('msg_bea');
    const cid = await member('msg_cid');
    const first = await send('players', 'first');
    const second = await send('member:msg_bea', 'second');
    await send('all', 'third');
    expect(await unread(bea)).toBe(3);
    expect(await get(bea, '/wps/member/messages/count')).toBe(3);

    const read = await t.request({ method: 'POST', url: `/wps/member/messages/${first}/read`, headers: bea });
    expect(read.statusCode).toBe(200);
    // Reading again changes nothing.
    expect(
      (await t.request({ method: 'POST', url: `/wps/member/messages/${first}/read`, headers: bea })).statusCode,
    ).toBe(200);
    expect(await unread(bea)).toBe(2);
    expect(await titles(bea, '?unreadOnly=true')).toEqual(['third', 'second']);
    // Cid's state is his own.
    expect(await unread(cid)).toBe(2);

    const deleted = await t.request({ method: 'DELETE', url: `/wps/member/messages/${second}`, headers: bea });
    expect(deleted.statusCode).toBe(200);
    expect(await titles(bea)).toEqual(['third', 'first']);
    expect(await get(bea, '/wps/member/messages/count')).toBe(2);
    // A deleted message cannot be read or deleted again.
    expect(
      (await t.request({ method: 'POST', url: `/wps/member/messages/${second}/read`, headers: bea })).statusCode,
    ).toBe(404);

    expect((await t.request({ method: 'POST', url: '/wps/member/messages/readAll', headers: bea })).statusCode).toBe(
      200,
    );
    expect(await unread(bea)).toBe(0);
    expect(await unread(cid)).toBe(2);
  });

  it('answers 404 for another member’s or another merchant’s message, and changes nothing', async () => {
    const dan = await member('msg_dan');
    const eve = await member('msg_eve');
    const toDan = await send('member:msg_dan', 'only for Dan');
    expect((await adminCommand(t, 'merchant:add', 'MSGX', 'Msg Play', 'PHP', '--like', 'DEMO')).ok).toBe(true);
    const elsewhere = await send('all', 'other merchant', 'MSGX');
    for (const id of [toDan, elsewhere, 999_999_999]) {
      for (const [method, url] of [
        ['POST', `/wps/member/messages/${id}/read`],
        ['DELETE', `/wps/member/messages/${id}`],
      ] as const) {
        const res = await t.request({ method, url, headers: eve });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({ success: false, errorCode: 'resource.not.found' });
      }
    }
    expect(await titles(eve)).not.toContain('only for Dan');
    expect(await titles(eve)).not.toContain('other merchant');
    expect(await unread(dan)).toBeGreaterThanOrEqual(1);
    expect(await titles(dan)).toContain('only for Dan');
  });

  it('pages newest first by cursor, and refuses bad input', async () => {
    const fay = await member('msg_fay');
    for (let i = 1; i <= 5; i++) await send('member:msg_fay', `page ${i}`);
    const first = await get(fay, '/wps/member/messages?pageSize=2');
    expect(first.content.map((m: MemberMessage) => m.title)).toEqual(['page 5', 'page 4']);
    const second = await get(fay, `/wps/member/messages?pageSize=2&cursor=${first.nextCursor}`);
    expect(second.content.map((m: MemberMessage) => m.title)).toEqual(['page 3', 'page 2']);
    const last = await get(fay, `/wps/member/messages?pageSize=2&cursor=${second.nextCursor}`);
    expect(last.content.map((m: MemberMessage) => m.title)).toEqual(['page 1']);
    expect(last.nextCursor).toBeNull();

    for (const url of [
      '/wps/member/messages?pageSize=0',
      '/wps/member/messages?cursor=abc',
      '/wps/member/messages?cursor=1%00',
      '/wps/member/messages/abc/read',
      '/wps/member/messages/0/read',
    ]) {
      const res = await t.request({ method: url.endsWith('read') ? 'POST' : 'GET', url, headers: fay });
      expect(res.statusCode, url).toBe(400);
    }
    const anonymous = await t.request({ method: 'GET', url: '/wps/member/messages/unreadCount' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stores the operator’s HTML sanitised, refuses a bad recipient or message, and withdraws a message', async () => {
    const gus = await member('msg_gus');
    const sent = await adminCommand(
      t,
      'message:send',
      'DEMO',
      'member:msg_gus',
      JSON.stringify({ title: 'Hi', content: '<p>Hi<script>alert(1)</script><a href="javascript:alert(2)">x</a></p>' }),
    );
    expect(sent.ok).toBe(true);
    const [message] = (await get(gus, '/wps/member/messages')).content as MemberMessage[];
    expect(message?.content).toBe('<p>Hi<a>x</a></p>');

    expect(
      (await adminCommand(t, 'message:send', 'DEMO', 'member:nobody_here', '{"title":"x","content":""}')).output,
    ).toMatch(/No member/);
    expect((await adminCommand(t, 'message:send', 'DEMO', 'vip:x', '{"title":"x","content":""}')).output).toMatch(
      /TO:/,
    );
    expect((await adminCommand(t, 'message:send', 'DEMO', 'all', '{"title":"","content":""}')).output).toMatch(/title/);
    expect((await adminCommand(t, 'message:send', 'DEMO', 'all', 'nope')).output).toMatch(/JSON/);

    const withdrawn = await adminCommand(t, 'message:delete', 'DEMO', String(message?.id));
    expect(withdrawn.ok).toBe(true);
    expect(await titles(gus)).toEqual([]);
    expect((await adminCommand(t, 'message:delete', 'DEMO', String(message?.id))).ok).toBe(false);
  });
});
