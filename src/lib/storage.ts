/** Storage that may be unavailable or full: reads answer null, writes are dropped. */
function safeStorage(area: () => Storage) {
  const attempt = <T>(action: (storage: Storage) => T, fallback: T): T => {
    try {
      return action(area())
    } catch {
      return fallback
    }
  }
  return {
    read: (key: string) => attempt((storage) => storage.getItem(key), null),
    write: (key: string, value: string) =>
      attempt((storage) => storage.setItem(key, value), undefined),
    remove: (key: string) =>
      attempt((storage) => storage.removeItem(key), undefined),
    /** Removes every key that starts with `prefix`, but those `keep` answers true for. */
    removeAll: (prefix: string, keep = (_key: string) => false) =>
      attempt((storage) => {
        const keys = Array.from({ length: storage.length }, (_, index) =>
          storage.key(index),
        )
        for (const key of keys)
          if (key?.startsWith(prefix) && !keep(key)) storage.removeItem(key)
      }, undefined),
  }
}

/** Kept across visits: flags and the last choices of a person. */
export const localStore = safeStorage(() => localStorage)

/** Kept for the life of the tab: drafts. */
export const sessionStore = safeStorage(() => sessionStorage)
