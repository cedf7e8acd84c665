import * as v from 'valibot'

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

/**
 * Values kept as JSON in `store`, each under its own key. A value is read
 * back only while it still has the shape of `schema`: an absent,
 * unreadable or older-shaped one reads as null.
 */
export function jsonEntries<S extends v.GenericSchema>(
  store: SafeStorage,
  schema: S,
) {
  return {
    write: (key: string, value: v.InferInput<S>) =>
      store.write(key, JSON.stringify(value)),
    read: (key: string): v.InferOutput<S> | null => {
      const text = store.read(key)
      if (text === null) return null
      try {
        const parsed = v.safeParse(schema, JSON.parse(text))
        return parsed.success ? parsed.output : null
      } catch {
        return null
      }
    },
    remove: (key: string) => store.remove(key),
  }
}
