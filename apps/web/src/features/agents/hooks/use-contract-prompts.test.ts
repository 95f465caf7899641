import { describe, expect, it } from 'vitest';
import { awaitingPrompts } from './use-contract-prompts';

describe('contract prompts (spec 3 request response, spec 6)', () => {
  it('asks once per kind awaiting, in the order daily salary, dividend, hourly salary, each to its screen', () => {
    const prompts = awaitingPrompts({ dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 1 });
    expect(prompts.map((prompt) => prompt.path)).toEqual([
      '/m/member/agent/getSalaryContract',
      '/m/member/agent/getDevidendContract',
      '/m/member/agent/getHourContract',
    ]);
  });

  it('asks nothing when nothing awaits, and only for the kinds flagged 1', () => {
    expect(awaitingPrompts({ dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 })).toEqual([]);
    expect(
      awaitingPrompts({ dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 1 }).map((p) => p.key),
    ).toEqual(['prompt_hourly_salary']);
  });
});
