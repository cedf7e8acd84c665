/** What a project is for, under the project name and the project selector. */
export const PROJECT_HELP =
  'Organize research by condition, area of care, or topic.'
