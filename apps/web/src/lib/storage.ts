/**
 * The browser storage keys the spec names (spec 3, 4), behind one typed module so every
 * screen reads and writes them the same way. Storage can be unavailable (private mode,
 * blocked cookies): reads then give nothing and writes are dropped.
 */

export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  /** Customer type (spec 6): 4 free trial; 0, 40, 41, 42 and 2 have their own rules. */
  type: number;
  firstTimeLogin: boolean;
}

interface LocalKeys {
  /** Spec 3: session info; login status is judged by its presence. */
  MC_SESSION_INFO: SessionInfo;
  /** The player's language choice (platform code). */
  language: string;
  /** Spec 4: the download bar hidden by the player. */
  hideDownloadBar: '1';
  /** Header balance hidden by the player. */
  balanceHidden: '1';
  /**
   * Spec 3 stored login memory: type, username, password and dialling code, prefilled next time.
   * The password is AES-GCM ciphertext under a non-extractable key kept in IndexedDB.
   */
  rememberedLogin: RememberedLoginRecord;
  /** Spec 4: auto-login setting; 1 while a session is kept, 0 after sign-out. */
  autologin: 0 | 1;
  /** Spec 3 local cache of the bank list (the wallet feature fills it; sign-out clears it). */
  bankList: unknown;
  /** Spec 3: the announcement popup of a logged-in player (group A): show, and the entries seen. */
  SHELL_PU_A: { show: boolean; data: string[] };
  /** Spec 3: the announcement popup of a visitor (group B). */
  SHELL_PU_B: { show: boolean; data: string[] };
}

export interface RememberedLoginRecord {
  type: 'username' | 'sms';
  /** The username, or the mobile number for the sms method. */
  username: string;
  countryDialingCode: string;
  /** Base64 IV and ciphertext; null when no password is kept (sms method). */
  password: { iv: string; data: string } | null;
}

function read(store: Storage | undefined, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(store: Storage | undefined, key: string, value: string | null) {
  try {
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Quota or privacy mode: nothing to do.
  }
}

const local = typeof window === 'undefined' ? undefined : window.localStorage;
const session = typeof window === 'undefined' ? undefined : window.sessionStorage;

export const localStore = {
  get<K extends keyof LocalKeys>(key: K): LocalKeys[K] | null {
    const raw = read(local, key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as LocalKeys[K];
    } catch {
      return null;
    }
  },
  set<K extends keyof LocalKeys>(key: K, value: LocalKeys[K]) {
    write(local, key, JSON.stringify(value));
  },
  remove(key: keyof LocalKeys) {
    write(local, key, null);
  },
};

interface SessionKeys {
  /** Spec 3: a trial-account name is kept in session storage. */
  trialUser: string;
  /** Spec 2 Home: the notice popup has been shown in this browser session. */
  noticeShown: '1';
  /** Words to show once after the next page load (a break began: the page reloads as a visitor's). */
  noticeAfterReload: string;
}

export const sessionStore = {
  get<K extends keyof SessionKeys>(key: K): SessionKeys[K] | null {
    return read(session, key) as SessionKeys[K] | null;
  },
  set<K extends keyof SessionKeys>(key: K, value: SessionKeys[K]) {
    write(session, key, value);
  },
  remove(key: keyof SessionKeys) {
    write(session, key, null);
  },
  clear() {
    try {
      session?.clear();
    } catch {
      // Nothing to clear.
    }
  },
};
