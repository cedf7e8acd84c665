// Types of check-browser-support.mjs for its test.

export interface KnownProblem {
  ruleId: string
  codes: string[]
  what: string
}

export function checkBuild(
  dist: string,
  options?: { knownProblems?: KnownProblem[]; log?: (text: string) => void },
): Promise<{
  problems: string[]
  accepted: Map<string, string>
  known: KnownProblem[]
  chunkCount: number
  ruleCount: number
}>
