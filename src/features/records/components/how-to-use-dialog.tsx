import { Trans, useLingui } from '@lingui/react/macro'
import { CircleHelp } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { ButtonLink } from '@/components/ui/button-link'
import { Dialog, DialogActions, DialogClose } from '@/components/ui/dialog'

import styles from './how-to-use-dialog.module.css'

export interface HowToUseDialogProps {
  /** The sample report (first report of 'Example: POTS'); null hides the button. */
  sampleReportHref: string | null
}

export function HowToUseDialog({ sampleReportHref }: HowToUseDialogProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t`How to Use Analyze My Health`}
      description={t`Turn your own health records into a report grounded in scientific research.`}
      trigger={
        <Button variant="ghost" size="sm">
          <CircleHelp aria-hidden="true" />
          <Trans comment="Button: opens the guide to this page">
            How to use
          </Trans>
        </Button>
      }
    >
      <ol className={styles.steps}>
        <li>
          <Trans>
            <strong>Choose a research project.</strong> Organize research by
            condition, area of care, or topic.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Add your health records.</strong> Paste the text of a
            document under Copy &amp; Paste, or upload files such as test
            results and clinic letters under Files.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Select the records to use.</strong> Records already used in
            the project stay selected.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Press Create Report.</strong> The report appears under
            Research Projects in the left panel. It cites the scientific
            literature, and you can ask follow-up questions about it.
          </Trans>
        </li>
      </ol>
      <p className={styles.note}>
        <Trans>
          Reports help you understand research. Discuss them with your doctor.
        </Trans>
      </p>
      <DialogActions>
        <DialogClose>
          <Button variant="secondary">
            <Trans comment="Button: closes the guide">Close</Trans>
          </Button>
        </DialogClose>
        {sampleReportHref ? (
          <ButtonLink to={sampleReportHref} onClick={() => setOpen(false)}>
            <Trans>View Sample Report</Trans>
          </ButtonLink>
        ) : null}
      </DialogActions>
    </Dialog>
  )
}
