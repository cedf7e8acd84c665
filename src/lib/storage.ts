/**
 * The browser's storage, made safe to call: it can be unavailable (private
 * mode, blocked by the browser) or full. Reads then answer null, writes and
 * removals are dropped, and the app carries on with what it holds in memory.
 */
export interface SafeStorage {
  read: (key: string) => string | null
  write: (key: string, value: string) => void
  remove: (key: string) => void
  /** Removes every key that starts with `prefix`, but those `keep` answers true for. */
  removeAll: (prefix: string, keep?: (key: string) => boolean) => void
}

function safeStorage(area: () => Storage): SafeStorage {
  const attempt = <T>(action: (storage: Storage) => T, fallback: T): T => {
    try {
      return action(area())
    } catch {
      return fallback
    }
  }
  return {
    read: (key) => attempt((storage) => storage.getItem(key), null),
    write: (key, value) => {
      attempt((storage) => storage.setItem(key, value), undefined)
    },
    remove: (key) => {
      attempt((storage) => storage.removeItem(key), undefined)
    },
    removeAll: (prefix, keep = () => false) => {
      attempt((storage) => {
        const keys = Array.from({ length: storage.length }, (_, index) =>
          storage.key(index),
        )
        for (const key of keys) {
          if (key?.startsWith(prefix) && !keep(key)) storage.removeItem(key)
        }
      }, undefined)
    },
  }
}

/** Kept across visits: flags and the last choices of a person. */
export const localStore = safeStorage(() => localStorage)

/** Kept for the life of the tab: drafts. */
export const sessionStore = safeStorage(() => sessionStorage)
