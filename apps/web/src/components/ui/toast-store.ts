import { create } from 'zustand';

export type ToastKind = 'info' | 'success' | 'error' | 'loading';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** Spec 9 toast timings: success 1 s, default notification 1.5 s, info 2 s, loading until closed (9999 s). */
export const toastDurations = {
  success: 1000,
  successLong: 1500,
  notice: 1500,
  info: 2000,
  short: 3000,
  long: 8000,
  loading: 9_999_000,
} as const;

interface ToastState {
  toasts: Toast[];
  push(toast: Omit<Toast, 'id'>, durationMs: number): () => void;
  dismiss(id: number): void;
}

let nextId = 1;

export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  push(toast, durationMs) {
    const id = nextId++;
    // One toast at a time, as on the spec's screens: a new one replaces the old.
    set({ toasts: [{ ...toast, id }] });
    const timer = setTimeout(() => get().dismiss(id), durationMs);
    return () => {
      clearTimeout(timer);
      get().dismiss(id);
    };
  },
  dismiss(id) {
    set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
  },
}));

export const toast = {
  info: (message: string, durationMs: number = toastDurations.info) =>
    useToastStore.getState().push({ kind: 'info', message }, durationMs),
  success: (message: string, durationMs: number = toastDurations.success) =>
    useToastStore.getState().push({ kind: 'success', message }, durationMs),
  error: (message: string, durationMs: number = toastDurations.info) =>
    useToastStore.getState().push({ kind: 'error', message }, durationMs),
  /** Returns the function that closes it. */
  loading: (message: string, durationMs: number = toastDurations.loading) =>
    useToastStore.getState().push({ kind: 'loading', message }, durationMs),
};
