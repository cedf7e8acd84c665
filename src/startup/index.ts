// The loading page's watch, a chunk of its own that index.html loads ahead
// of the app's entry (vite.config.ts: startupWatch), so that it runs when
// the entry cannot.
import { watchStartup } from './startup-watch'

watchStartup(window)
