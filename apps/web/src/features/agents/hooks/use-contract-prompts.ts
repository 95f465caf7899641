import type { ContractRequests } from '@playdeck/contracts';
import { takesContracts } from '@playdeck/contracts/customer-type';
import { useEffect, useRef } from 'react';
import { confirmDialog, useDialogStore } from '../../../components/ui/dialog-store';
import { useTranslation } from '../../../lib/i18n-react';
import { useNavigate } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { useContractRequests } from '../api/contracts';

/** Spec 3 request fields, in the order the prompts show, with their contract screen. */
const PROMPTS: { field: keyof ContractRequests; key: string; path: string }[] = [
  { field: 'dailysalreqtype', key: 'prompt_daily_salary', path: '/m/member/agent/getSalaryContract' },
  { field: 'divtypecompperiodreq', key: 'prompt_dividend', path: '/m/member/agent/getDevidendContract' },
  { field: 'contracthoursalreq', key: 'prompt_hourly_salary', path: '/m/member/agent/getHourContract' },
];

/** The prompts a request response asks for: one per kind whose proposal awaits the agent. */
export const awaitingPrompts = (requests: ContractRequests) => PROMPTS.filter((prompt) => requests[prompt.field] === 1);

/**
 * Spec 6 contract prompts on agent home: for a type that takes contracts, one alert per kind with
 * a proposal awaiting, each with cancel and go (to that kind's contract screen). Shown once per
 * visit of the screen; go leaves, so the remaining alerts wait for the next visit.
 */
export function useContractPrompts() {
  const { t } = useTranslation('agents');
  const navigate = useNavigate();
  const type = useSession()?.type ?? 0;
  const requests = useContractRequests(takesContracts(type));
  const shown = useRef(false);
  const left = useRef(false);
  const prompting = useRef(false);
  // Leaving agent home (back, a swipe) closes a prompt still open and asks no further ones.
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
      if (prompting.current) useDialogStore.getState().settle(false);
    };
  }, []);
  useEffect(() => {
    if (!requests.data || shown.current) return;
    shown.current = true;
    const prompts = awaitingPrompts(requests.data);
    void (async () => {
      for (const prompt of prompts) {
        if (left.current) return;
        prompting.current = true;
        const go = await confirmDialog({
          message: t(prompt.key),
          confirmLabel: t('prompt_go'),
          cancelLabel: t('prompt_cancel'),
        });
        prompting.current = false;
        if (go && !left.current) {
          navigate(prompt.path);
          return;
        }
      }
    })();
  }, [requests.data, navigate, t]);
}
