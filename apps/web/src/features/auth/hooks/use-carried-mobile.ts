import { useEffect } from 'react';

/** Spec 9: the mobile-tab carry-over delay is 150 ms. */
const CARRY_DELAY_MS = 150;

export interface CarriedMobile {
  mobileNum: string;
  dialCode: string;
}

/**
 * Spec 4: switching the register tab carries the typed mobile number over after 150 ms. The
 * opening tab takes the number it was handed; every change is reported so the next tab can.
 */
export function useCarriedMobile(
  carried: CarriedMobile | null,
  current: CarriedMobile,
  apply: (mobileNum: string) => void,
  report: (mobile: CarriedMobile) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: carried over once, when the tab opens
  useEffect(() => {
    if (!carried?.mobileNum) return;
    const timer = setTimeout(() => apply(carried.mobileNum), CARRY_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reports changes of the number only
  useEffect(() => {
    report(current);
  }, [current.mobileNum, current.dialCode]);
}
