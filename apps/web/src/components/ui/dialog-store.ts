import { create } from 'zustand';

export interface ConfirmRequest {
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** No cancel button: an alert. */
  alertOnly?: boolean;
}

/** `id` tells one dialog from the next that replaces it (each is drawn afresh, its focus set again). */
export type PendingDialog = ConfirmRequest & { id: number; resolve(ok: boolean): void };

let lastId = 0;

interface DialogState {
  request: PendingDialog | null;
  open(request: ConfirmRequest): Promise<boolean>;
  settle(ok: boolean): void;
}

export const useDialogStore = create<DialogState>((set, get) => ({
  request: null,
  open(request) {
    get().request?.resolve(false);
    return new Promise<boolean>((resolve) => set({ request: { ...request, id: ++lastId, resolve } }));
  },
  settle(ok) {
    const current = get().request;
    set({ request: null });
    current?.resolve(ok);
  },
}));

/** Asks the player to confirm (spec 2: sign out asks in_sure_logout first). Resolves true on confirm. */
export const confirmDialog = (request: ConfirmRequest) => useDialogStore.getState().open(request);

export const alertDialog = (message: string) => useDialogStore.getState().open({ message, alertOnly: true });
