import { displayTitle } from '@/utils/display-title'

import type { WalkthroughStep } from './walkthrough-steps'

/**
 * What the tour's card says at a step: 'View a Sample Project' first, then
 * 'The First Report' and 'Report n: {title}' for the reports in creation
 * order, and 'Try It Yourself' last. Only the card (loaded when a tour
 * starts) needs these words.
 */
export function stepText(step: WalkthroughStep): {
  title: string
  content: string
} {
  if (step.isIntro)
    return {
      title: 'View a Sample Project',
      content: `${step.projectName} is a sample research project. Follow its reports in the order they were made to see how research builds up over time.`,
    }
  if (step.isFinal)
    return {
      title: 'Try It Yourself',
      content:
        'Ask your own health question, or add your medical records to get a report about you. Your research stays in your own projects.',
    }
  const index = step.reportIndex ?? 0
  return index === 0
    ? {
        title: 'The First Report',
        content:
          'Each report answers in plain language and cites the scientific papers behind it. Select a numbered citation to read the excerpt it comes from.',
      }
    : {
        title: `Report ${index + 1}: ${displayTitle(step.reportTitle)}`,
        content:
          'Each new report builds on the records and questions of the project. Ask a follow-up question at the bottom of any report.',
      }
}
