import { analysisHandlers } from './analyses'
import { patientHandlers } from './patients'
import { projectHandlers } from './projects'
import { recordHandlers } from './records'
import { userHandlers } from './users'

/** Every call of the API (docs/api.md). */
export const handlers = [
  ...userHandlers,
  ...patientHandlers,
  ...recordHandlers,
  ...projectHandlers,
  ...analysisHandlers,
]
