import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useCallback, useEffect, useState } from 'react'

const CITATION_COPIED = msg`Citation copied`
const CITATION_NOT_COPIED = msg`Could not copy the citation`
export const COPY_NOTICE_MS = 5000

export interface CopyNotice {
  pmid: string
  /** Translated where shown. */
  message: MessageDescriptor
  isError: boolean
}

async function writeToClipboard(text: string) {
  try {
    // Absent outside secure contexts and in some embedded browsers.
    if (!navigator.clipboard?.writeText) return false
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    // Refused: permission denied, or the document does not have focus.
    return false
  }
}

export function useCopyCitation() {
  const [notice, setNotice] = useState<CopyNotice | null>(null)

  useEffect(() => {
    if (!notice) return
    const timer = setTimeout(() => setNotice(null), COPY_NOTICE_MS)
    return () => clearTimeout(timer)
  }, [notice])

  const copy = useCallback(async (pmid: string, text: string) => {
    // Emptied first, so copying the same citation again is announced again.
    setNotice(null)
    const isCopied = await writeToClipboard(text)
    setNotice({
      pmid,
      isError: !isCopied,
      message: isCopied ? CITATION_COPIED : CITATION_NOT_COPIED,
    })
  }, [])

  return { notice, copy }
}
