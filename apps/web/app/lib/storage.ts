// The values the spec keeps in local storage (seed section 3, "Identity").
type StoredKey = 'sessionToken' | 'authToken' | 'userId';

function localStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled (private mode, policies)
  }
}

export const storage = {
  get(key: StoredKey): string | null {
    return localStore()?.getItem(key) ?? null;
  },
  set(key: StoredKey, value: string): void {
    localStore()?.setItem(key, value);
  },
  clearAll(): void {
    localStore()?.clear();
  },
};
