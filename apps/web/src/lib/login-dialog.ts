import { create } from 'zustand';

interface LoginDialogState {
  open: boolean;
  /** Where to go once logged in (the protected screen the player tried to open); null stays put. */
  redirect: string | null;
  show(redirect: string | null): void;
  close(): void;
}

/**
 * Spec 2 Login: "a login dialog (popup) is also used wherever a protected action is tried
 * without a session". Any feature opens it through here; the shell renders it (lazily).
 */
export const useLoginDialog = create<LoginDialogState>((set) => ({
  open: false,
  redirect: null,
  show: (redirect) => set({ open: true, redirect }),
  close: () => set({ open: false, redirect: null }),
}));

export const openLoginDialog = (options: { redirect?: string } = {}) =>
  useLoginDialog.getState().show(options.redirect ?? null);

export const closeLoginDialog = () => useLoginDialog.getState().close();
