import type { PluginObj, types } from '@babel/core'

export default function compileMessages(babel: {
  types: typeof types
}): PluginObj
export function catalogueKeys(code: string, poPath: string): string
