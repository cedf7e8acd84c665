import { msg } from '@lingui/core/macro'

export const PROJECT_HELP = msg`Organize research by condition, area of care, or topic.`
