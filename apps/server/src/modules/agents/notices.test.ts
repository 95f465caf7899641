import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { adminCommand, type Player, player } from '../../testing/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const notices = async (p: Player) => {
  const res = await t.request({ method: 'GET', url: '/wps/agent/notices', headers: p.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as {
    list: { id: number; title: string; read: boolean }[];
    footer: { unreadCount: number };
  };
};
const markRead = (p: Player, id: number | string) =>
  t.request({ method: 'POST', url: `/wps/agent/notices/${id}/read`, headers: p.headers });

async function addNotice(language: string, title: string, extra: object = {}) {
  const out = await adminCommand(
    t,
    'content:add',
    'DEMO',
    'announcement',
    JSON.stringify({ type: 'A', language, groupName: 'm_home', title, content: `<p>${title}</p>`, ...extra }),
  );
  expect(out.ok, out.output).toBe(true);
  return Number(/announcement (\d+) added/.exec(out.output)?.[1]);
}

describe('agent announcements (type A, spec 2 footer, 3 unreadCount)', () => {
  it('lists the live agent notices in the agent’s language, counts the unread, marks one read once', async () => {
    const agent = await player(t, 'notice_agent', { type: 1 });
    const before = await notices(agent);
    const first = await addNotice('EN', 'New commission table');
    const second = await addNotice('EN', 'Team contest');
    await addNotice('EN', 'Expired', { endsAt: new Date(Date.now() - 60_000).toISOString() });
    const hidden = await addNotice('EN', 'Player notice only', { type: 'PL' });

    const view = await notices(agent);
    const titles = view.list.map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['New commission table', 'Team contest']));
    expect(titles).not.toContain('Expired');
    expect(titles).not.toContain('Player notice only');
    expect(view.footer.unreadCount).toBe(before.footer.unreadCount + 2);

    for (let i = 0; i < 2; i++) {
      const res = await markRead(agent, first);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value.unreadCount).toBe(before.footer.unreadCount + 1);
    }
    const after = await notices(agent);
    expect(after.list.find((n) => n.id === first)?.read).toBe(true);
    expect(after.list.find((n) => n.id === second)?.read).toBe(false);

    // Another agent's badge is its own.
    const other = await player(t, 'notice_agent2', { type: 2 });
    expect((await notices(other)).footer.unreadCount).toBe(before.footer.unreadCount + 2);

    // A player notice, an unknown id, a malformed id: nothing is marked.
    expect((await markRead(agent, hidden)).statusCode).toBe(404);
    expect((await markRead(agent, 999_999_999)).statusCode).toBe(404);
    expect((await markRead(agent, '1%00')).statusCode).toBe(400);
  });

  it('is for agents only: a visitor is asked to log in, a player or a trial is not an agent', async () => {
    const visitor = await t.request({ method: 'GET', url: '/wps/agent/notices', headers: { language: 'EN' } });
    expect(visitor.statusCode).toBe(401);
    for (const type of [0, 40]) {
      const p = await player(t, `notice_type${type}`, { type });
      const res = await t.request({ method: 'GET', url: '/wps/agent/notices', headers: p.headers });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().errorCode).toBe('agent.required');
    }
    // Types 41 and 42 open agent home (spec 6: only 0, 4, 40 are kept out).
    const restricted = await player(t, 'notice_type41', { type: 41 });
    expect(
      (await t.request({ method: 'GET', url: '/wps/agent/notices', headers: restricted.headers })).statusCode,
    ).toBe(200);
  });
});
