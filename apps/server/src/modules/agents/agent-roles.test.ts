import { operationsByFeature } from '@playdeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { player } from '../../testing/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Calls that concern contracts and dividends: spec 6 keeps types 41 and 42 out of them too. */
const CONTRACT_CALLS = new Set([
  'getContract',
  'acceptContract',
  'rejectContract',
  'proposeContract',
  'getOfferedContracts',
  'withdrawContract',
  'getDividendInfo',
]);

/** A well-formed request for each operation, so that only the caller's role decides the answer. */
function requestOf(id: string, path: string) {
  const url = path.replace(':memberId', '999999999').replace(':id', '999999999').replace(':kind', 'daily_salary');
  const today = new Date().toISOString().slice(0, 10);
  const query = url.includes('/team/') && !url.includes('/members/') ? `?startDate=${today}&endDate=${today}` : '';
  const bodies: Record<string, object> = {
    registerDownline: {
      username: 'role_nobody',
      password: 'Passw0rd-role',
      confirmPassword: 'Passw0rd-role',
      customerType: 0,
    },
    transferToDownline: { requestId: crypto.randomUUID(), amount: 100, paymentPassword: '582039' },
    setRebateRates: { rates: { RNG: 10 } },
    proposeContract: { kind: 'daily_salary', tiers: [{ minTurnover: 0, minActive: 0, amount: 100 }] },
  };
  const rebateQuery = id === 'getRebateIncome' ? `?startDate=${today}&endDate=${today}` : '';
  return { url: `${url}${query}${rebateQuery}`, payload: bodies[id] };
}

const operations = Object.values(operationsByFeature.agents);

describe('who may call the agent API (spec 6, issue 13 role matrix)', () => {
  it('declares every agent call with the agent session', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
    for (const op of operations) expect(op.session, op.id).toBe('agent');
  });

  it('a visitor is asked to log in; a trial and types 0, 4, 40 are not agents; 41 and 42 have no contracts', async () => {
    const trial = await t.request({
      method: 'GET',
      url: '/wps/session/trial',
      headers: { 'x-forwarded-for': '10.77.0.1' },
    });
    const trialHeaders = { authorization: trial.json().value.token as string, language: 'EN' };
    const notAgents: Record<string, string>[] = [trialHeaders];
    for (const type of [0, 4, 40]) notAgents.push((await player(t, `roles_type${type}`, { type })).headers);
    const restricted = [
      (await player(t, 'roles_type41', { type: 41 })).headers,
      (await player(t, 'roles_type42', { type: 42 })).headers,
    ];
    const agents = [
      (await player(t, 'roles_type1', { type: 1 })).headers,
      (await player(t, 'roles_type2', { type: 2 })).headers,
    ];

    for (const op of operations) {
      const { url, payload } = requestOf(op.id, op.path);
      const call = (headers: Record<string, string>) =>
        t.request({ method: op.method, url, headers, ...(payload ? { payload } : {}) });

      const visitor = await call({ language: 'EN' });
      expect(visitor.statusCode, `${op.id} visitor`).toBe(401);
      for (const headers of notAgents) {
        const res = await call(headers);
        expect([res.statusCode, res.json().errorCode], `${op.id} non-agent`).toEqual([403, 'agent.required']);
      }
      for (const headers of restricted) {
        const res = await call(headers);
        if (CONTRACT_CALLS.has(op.id))
          expect([res.statusCode, res.json().errorCode], `${op.id} type 41/42`).toEqual([403, 'permission.denied']);
        else expect(res.json().errorCode, `${op.id} type 41/42`).not.toBe('agent.required');
      }
      for (const headers of agents) {
        const res = await call(headers);
        expect(res.statusCode, `${op.id} agent: ${res.body}`).not.toBe(401);
        expect(res.statusCode, `${op.id} agent: ${res.body}`).toBeLessThan(500);
        expect(['agent.required', 'permission.denied'], `${op.id} agent`).not.toContain(res.json().errorCode);
      }
    }
  });
});
