import {
  type AnnouncementsResponse,
  type HelpEntry,
  openServicePath,
  type ServiceLinkResponse,
} from '@playdeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const added = await adminRequest(t, 'merchant:add', 'CONT', 'Content Play', 'PHP', '--like', 'DEMO');
  expect(added.statusCode).toBe(200);
});
afterAll(() => t.close());

const HOME = 'types=B,PL,PU,H&groupName=m_home&platform=M';

async function announcements(query = HOME, { merchant = 'DEMO', language = 'TY' } = {}) {
  const res = await t.request({
    method: 'GET',
    url: `/wps/system/announcements?${query}`,
    headers: { merchant, language },
  });
  expect(res.statusCode).toBe(200);
  return { value: res.json().value as AnnouncementsResponse, etag: res.headers.etag as string };
}

/** Runs an operator command and answers its output; fails the test when the command fails. */
async function admin(...args: string[]) {
  const res = await adminRequest(t, ...args);
  const body = res.json();
  expect(body.ok, body.output).toBe(true);
  return body.output as string;
}

async function adminRefused(...args: string[]) {
  const res = await adminRequest(t, ...args);
  const body = res.json();
  expect(body.ok).not.toBe(true);
  return body.output as string;
}

const idIn = (output: string) => Number(/ (\d+) added\./.exec(output)?.[1]);

describe('announcements (spec 7: home types B, PL, PU, H in group m_home)', () => {
  it('serves the demo content in Tagalog and English, each type in the operator’s order', async () => {
    const { value: ty } = await announcements();
    expect(Object.keys(ty).sort()).toEqual(['B', 'H', 'PL', 'PU']);
    expect(ty.B?.map((b) => b.imageUrl)).toEqual([
      '/media/banners/welcome.webp',
      '/media/banners/originals.webp',
      '/media/banners/sabong.webp',
    ]);
    expect(ty.B?.[0]).toMatchObject({ type: 'B', link: '/m/voucherCenter', title: expect.stringContaining('Bonus') });
    expect(ty.PL).toHaveLength(3);
    expect(ty.PU?.map((p) => p.execution)).toEqual(['B', 'A', 'F']);
    expect(ty.H?.length).toBeGreaterThan(0);
    expect(ty.H?.[0]).toMatchObject({ roomId: 'lobby', vendor: expect.stringMatching(/^(PSB|DS88|TF)$/) });

    const { value: en } = await announcements(HOME, { language: 'EN' });
    expect(en.PL?.[0]?.title).toBe('System maintenance: Tuesday 02:00-04:00');
    expect(en.B?.[0]?.title).toBe('100% Welcome Bonus up to ₱5,000');
    // Hot matches were written in Tagalog only: English readers get the default language's.
    expect(en.H?.map((m) => m.id)).toEqual(ty.H?.map((m) => m.id));
  });

  it('serves the demo banners’ and teams’ pictures, and nothing for other names', async () => {
    const { value } = await announcements();
    for (const url of [...(value.B ?? []).map((b) => b.imageUrl), value.H?.[0]?.homeTeamImageUrl]) {
      const res = await t.app.inject({ method: 'GET', url: url as string });
      expect(res.statusCode, url as string).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
    for (const url of ['/media/banners/nothing.webp', '/media/banners/..%2Fx.webp', '/media/teams/A B.webp'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it('answers only the types asked for, and the register group apart from home', async () => {
    const { value: reg } = await announcements('types=B&groupName=m_reg&platform=M');
    expect(Object.keys(reg)).toEqual(['B']);
    expect(reg.B?.map((b) => b.link)).toEqual(['/m/register']);
    const { value: agent } = await announcements('types=A&groupName=m_home');
    expect(Object.keys(agent)).toEqual(['A']);
    expect(agent.A).toHaveLength(1);
  });

  it('refuses unknown types, groups and NUL bytes with a 400 and the field', async () => {
    for (const query of ['types=B,XX', 'types=', 'groupName=m_home', 'types=B&groupName=m_x', 'types=B%00']) {
      const res = await t.request({ method: 'GET', url: `/wps/system/announcements?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
    }
  });

  it('answers 304 to a client that has the answer, and a new ETag once the operator changes content', async () => {
    const first = await announcements(HOME, { merchant: 'CONT' });
    const again = await t.request({
      method: 'GET',
      url: `/wps/system/announcements?${HOME}`,
      headers: { merchant: 'CONT', language: 'TY', 'if-none-match': first.etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const output = await admin(
      'content:add',
      'CONT',
      'announcement',
      JSON.stringify({ type: 'PL', language: 'TY', title: 'Bagong abiso', content: '<p>Hello</p>', sortOrder: 0 }),
    );
    const id = idIn(output);
    // The change shows at the very next load (the cache forgot this merchant on commit).
    const changed = await announcements(HOME, { merchant: 'CONT' });
    expect(changed.etag).not.toBe(first.etag);
    expect(changed.value.PL?.map((n) => n.title)).toEqual(['Bagong abiso']);
    // Another merchant's content is not touched.
    expect((await announcements()).value.PL?.map((n) => n.title)).not.toContain('Bagong abiso');

    await admin('content:change', 'CONT', 'announcement', String(id), JSON.stringify({ title: 'Binagong abiso' }));
    expect((await announcements(HOME, { merchant: 'CONT' })).value.PL?.map((n) => n.title)).toEqual(['Binagong abiso']);
    await admin('content:delete', 'CONT', 'announcement', String(id));
    expect((await announcements(HOME, { merchant: 'CONT' })).value.PL).toEqual([]);
    expect(await adminRefused('content:delete', 'CONT', 'announcement', String(id))).toContain('has no announcement');
  });

  it('shows an announcement only within its schedule', async () => {
    const hour = 3_600_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const add = async (title: string, startsAt: string | null, endsAt: string | null) =>
      admin(
        'content:add',
        'CONT',
        'announcement',
        JSON.stringify({ type: 'PL', language: 'TY', title, startsAt, endsAt }),
      );
    await add('ended', at(-2 * hour), at(-hour));
    await add('later', at(hour), at(2 * hour));
    await add('now', at(-hour), at(hour));
    await add('always', null, null);
    const titles = (await announcements('types=PL', { merchant: 'CONT' })).value.PL?.map((n) => n.title);
    expect(titles?.sort()).toEqual(['always', 'now']);
  });

  it('stores operator HTML sanitised, and keeps another merchant’s entries out of reach', async () => {
    const output = await admin(
      'content:add',
      'CONT',
      'announcement',
      JSON.stringify({
        type: 'PU',
        language: 'EN',
        execution: 'A',
        title: 'Promo',
        content: '<p onclick="steal()">Deal<script>steal()</script><img src=x onerror=steal()></p>',
        link: 'https://promo.example/deal',
      }),
    );
    const { value } = await announcements('types=PU', { merchant: 'CONT', language: 'EN' });
    expect(value.PU?.[0]?.content).toBe('<p>Deal<img /></p>');
    // DEMO's operator cannot change or delete CONT's entry by its id.
    const id = String(idIn(output));
    expect(await adminRefused('content:change', 'DEMO', 'announcement', id, '{"title":"x"}')).toContain('has no');
    expect(await adminRefused('content:delete', 'DEMO', 'announcement', id)).toContain('has no');
  });

  it('refuses content that is not whole or not safe, and stores nothing', async () => {
    const before = await admin('content:list', 'CONT', 'announcement');
    const refusals: [object, RegExp][] = [
      [{ type: 'B', language: 'TY', title: 'No image' }, /imageUrl: a banner needs its imageUrl/],
      [{ type: 'PU', language: 'TY', title: 'No execution' }, /execution/],
      [{ type: 'PL', language: 'TY', title: 'x', execution: 'A' }, /only popups/],
      [{ type: 'PL', language: 'XX', title: 'x' }, /language/],
      [{ type: 'PL', language: 'TY', title: '' }, /title/],
      [{ type: 'B', language: 'TY', title: 'x', imageUrl: 'javascript:alert(1)' }, /imageUrl/],
      [{ type: 'PL', language: 'TY', title: 'x', link: 'javascript:alert(1)' }, /link/],
      [{ type: 'PL', language: 'TY', title: 'x', link: '//evil.example' }, /link/],
      [
        { type: 'PL', language: 'TY', title: 'x', startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
        /endsAt/,
      ],
    ];
    for (const [input, message] of refusals)
      expect(await adminRefused('content:add', 'CONT', 'announcement', JSON.stringify(input))).toMatch(message);
    expect(await adminRefused('content:add', 'CONT', 'poster', '{}')).toMatch(/KIND/);
    expect(await adminRefused('content:add', 'CONT', 'announcement', 'not json')).toMatch(/JSON/);
    expect(await admin('content:list', 'CONT', 'announcement')).toBe(before);
  });

  it('takes hot matches from the operator and drops them three hours after the start', async () => {
    const match = (matchTime: string, homeTeam: string) =>
      JSON.stringify({
        language: 'TY',
        league: 'Test League',
        homeTeam,
        awayTeam: 'Away',
        matchTime,
        vendor: 'PSB',
        roomId: 'lobby',
        nodeId: 1,
      });
    await admin('content:add', 'CONT', 'hot-match', match(new Date(Date.now() - 4 * 3_600_000).toISOString(), 'Over'));
    await admin('content:add', 'CONT', 'hot-match', match(new Date(Date.now() - 3_600_000).toISOString(), 'Playing'));
    await admin('content:add', 'CONT', 'hot-match', match(new Date(Date.now() + 86_400_000).toISOString(), 'Tomorrow'));
    const { value } = await announcements('types=H', { merchant: 'CONT' });
    expect(value.H?.map((m) => m.homeTeam)).toEqual(['Playing', 'Tomorrow']);
    expect(await adminRefused('content:add', 'CONT', 'hot-match', match('soon', 'x'))).toMatch(/matchTime/);
  });
});

describe('help centre (spec 2, 7)', () => {
  const help = async (merchant: string, language: string) => {
    const res = await t.request({
      method: 'GET',
      url: '/wps/system/helpCenter?device=MOBILE',
      headers: { merchant, language },
    });
    expect(res.statusCode).toBe(200);
    return res.json().value as HelpEntry[];
  };

  it('lists the demo entries in the reader’s language', async () => {
    const ty = await help('DEMO', 'TY');
    expect(ty.map((h) => h.title)[0]).toBe('Paano mag-deposit?');
    expect(ty[0]?.content).toContain('<ol><li>');
    expect((await help('DEMO', 'EN'))[0]?.title).toBe('How do I deposit?');
  });

  it('takes entries from the operator, sanitised, and falls back to the default language', async () => {
    const before = await help('CONT', 'EN');
    await admin(
      'content:add',
      'CONT',
      'help',
      JSON.stringify({
        language: 'TY',
        title: 'Tanong',
        content: '<b>Sagot</b><iframe src="https://x.example"></iframe>',
      }),
    );
    const after = await help('CONT', 'TY');
    expect(after.find((h) => h.title === 'Tanong')?.content).toBe('<b>Sagot</b>');
    // CONT copied DEMO's settings, not its content: it starts empty.
    expect(before).toEqual([]);
    expect((await help('CONT', 'EN')).map((h) => h.title)).toEqual(['Tanong']);
  });
});

describe('service link (spec 3 service-version path list, spec 7)', () => {
  const serviceLink = async (merchant = 'DEMO') => {
    const res = await t.request({ method: 'GET', url: '/wps/system/serviceLink', headers: { merchant } });
    expect(res.statusCode).toBe(200);
    return res.json().value as ServiceLinkResponse;
  };

  it('answers the channels with each path sealed: the last 8 characters are the key', async () => {
    const { pathList } = await serviceLink();
    expect(pathList.map((p) => p.type)).toEqual([
      'livechat',
      'telegram',
      'telegram',
      'telegram',
      'whatsapp',
      'facebook',
      'email',
    ]);
    const opened = await Promise.all(pathList.map((p) => openServicePath(p.path)));
    expect(opened[0]).toBe('https://support.playdeck.example/chat');
    expect(opened[6]).toBe('mailto:support@playdeck.example');
    for (const entry of pathList) expect(entry.path).not.toContain('playdeck.example');
    // A new key every time: the same link never reads the same twice.
    expect((await serviceLink()).pathList[0]?.path).not.toBe(pathList[0]?.path);
    expect(await openServicePath('not sealed!')).toBeUndefined();
    expect(await openServicePath('AAAA')).toBeUndefined();
  });

  it('takes the list from the operator, refusing what is not a web or mail address', async () => {
    const set = (value: unknown) => adminRequest(t, 'set', 'CONT', 'servicePaths', JSON.stringify(value));
    expect((await set([{ type: 'line', name: 'LINE', path: 'https://line.me/ti/p/demo' }])).json().ok).toBe(true);
    const { pathList } = await serviceLink('CONT');
    expect(await openServicePath(pathList[0]?.path as string)).toBe('https://line.me/ti/p/demo');
    for (const path of ['javascript:alert(1)', 'data:text/html,x', 'mailto:<script>'])
      expect((await set([{ type: 'other', name: 'x', path }])).json().ok, path).toBe(false);
  });
});
