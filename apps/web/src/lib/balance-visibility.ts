import { create } from 'zustand';
import { localStore } from './storage';

interface BalanceVisibility {
  hidden: boolean;
  toggle(): void;
}

/** Spec 2 Shell: the header menu hides or shows the balance (masked with asterisks), remembered. */
export const useBalanceVisibility = create<BalanceVisibility>((set, get) => ({
  hidden: localStore.get('balanceHidden') === '1',
  toggle() {
    const hidden = !get().hidden;
    if (hidden) localStore.set('balanceHidden', '1');
    else localStore.remove('balanceHidden');
    set({ hidden });
  },
}));
