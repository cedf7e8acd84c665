import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { Dialog, DialogFormError } from '@/components/ui/dialog'
import { chooseInterfaceLanguage } from '@/i18n/i18n'
import { LANGUAGES, type Language } from '@/i18n/languages'

import styles from './choices.module.css'

export interface LanguageDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Each language in its own name and `lang`; a choice applies at once and is kept on this device. */
export function LanguageDialog({ open, onOpenChange }: LanguageDialogProps) {
  const { t, i18n } = useLingui()
  const [failed, setFailed] = useState<Language | null>(null)
  // Checked at once, while its catalogue loads; back where it was if it fails.
  const [chosen, setChosen] = useState<Language | null>(null)
  const choose = (language: Language) => {
    setFailed(null)
    setChosen(language)
    chooseInterfaceLanguage(language)
      .catch(() => setFailed(language))
      .finally(() => setChosen(null))
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Language`}
      size="sm"
    >
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">
          <Trans>Interface language</Trans>
        </legend>
        {LANGUAGES.map(({ code, name }) => (
          <label key={code} className={styles.choice} lang={code}>
            <input
              type="radio"
              name="interface-language"
              value={code}
              checked={(chosen ?? i18n.locale) === code}
              onChange={() => choose(code)}
            />
            {name}
          </label>
        ))}
      </fieldset>
      <DialogFormError>
        {failed ? (
          <Trans>
            Could not load this language. Check your connection and try again.
          </Trans>
        ) : null}
      </DialogFormError>
    </Dialog>
  )
}
