/**
 * Spec 3 auth state and spec 2 Change password: the password of this visit's login, held in
 * memory only (never stored in plain text). Change password asks for the old password only
 * when none is held here.
 */
let heldPassword: string | null = null;

export const passwordMemory = {
  get: () => heldPassword,
  set(password: string | null) {
    heldPassword = password || null;
  },
  forget() {
    heldPassword = null;
  },
};
