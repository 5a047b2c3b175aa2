// The values the spec keeps in local storage (seed section 3, "Identity"), and the logged-in user as
// last read (ours, decision 049: a page load shows who is logged in without waiting for the server).
type StoredKey = 'sessionToken' | 'authToken' | 'userId' | 'user';

function browserStore(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined; // storage disabled (private mode, policies)
  }
}

export const storage = {
  get(key: StoredKey): string | null {
    return browserStore('localStorage')?.getItem(key) ?? null;
  },
  set(key: StoredKey, value: string): void {
    browserStore('localStorage')?.setItem(key, value);
  },
  remove(key: StoredKey): void {
    browserStore('localStorage')?.removeItem(key);
  },
  clearAll(): void {
    browserStore('localStorage')?.clear();
  },
};

// A message that must outlive a full reload (logout wipes local storage, then reloads the page).
// Session storage is not local storage: it holds no identity and ends with the tab.
const FLASH_KEY = 'flashMessage';

export const flashMessage = {
  keep(text: string): void {
    browserStore('sessionStorage')?.setItem(FLASH_KEY, text);
  },
  take(): string | null {
    const store = browserStore('sessionStorage');
    const text = store?.getItem(FLASH_KEY) ?? null;
    store?.removeItem(FLASH_KEY);
    return text;
  },
};
