export const PROJECT_HELP =
  'Organize research by condition, area of care, or topic.'
