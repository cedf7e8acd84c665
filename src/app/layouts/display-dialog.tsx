import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'

import { Dialog } from '@/components/ui/dialog'
import {
  followOtherTabs,
  LINE_SPACINGS,
  readDisplaySettings,
  saveDisplaySettings,
  TEXT_SIZES,
  THEMES,
  type DisplaySettings,
} from '@/lib/display-settings'

import styles from './choices.module.css'

// index.html's first script applied the settings and follows the system's
// theme. This module loads once the page is idle (the user menu preloads
// it); from then on a choice made in another tab shows in this one too.
followOtherTabs()

export interface DisplayDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Text size, line spacing and theme: each choice applies at once and is kept on this device. */
export function DisplayDialog({ open, onOpenChange }: DisplayDialogProps) {
  const { t, i18n } = useLingui()
  // Read again at each opening: another tab may have changed them.
  const [settings, setSettings] = useState(readDisplaySettings)
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setSettings(readDisplaySettings())
  }
  const change = (next: Partial<DisplaySettings>) => {
    const changed = { ...settings, ...next }
    setSettings(changed)
    saveDisplaySettings(changed)
  }
  const lineSpacingNames: Record<DisplaySettings['lineSpacing'], string> = {
    normal: t`Standard`,
    wide: t`Wide`,
  }
  const themeNames: Record<DisplaySettings['theme'], string> = {
    system: t`Match this device`,
    light: t`Light`,
    dark: t`Dark`,
    contrast: t`High contrast`,
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Display`}
      description={t`Changes apply at once and are kept on this device.`}
      size="sm"
    >
      <Choices
        legend={<Trans>Text size</Trans>}
        name="text-size"
        isRow
        options={TEXT_SIZES.map((size) => [
          size,
          i18n.number(size / 100, { style: 'percent' }),
        ])}
        value={settings.textSize}
        onChange={(textSize) => change({ textSize })}
      />
      <Choices
        legend={<Trans>Line spacing</Trans>}
        name="line-spacing"
        isRow
        options={LINE_SPACINGS.map((spacing) => [
          spacing,
          lineSpacingNames[spacing],
        ])}
        value={settings.lineSpacing}
        onChange={(lineSpacing) => change({ lineSpacing })}
      />
      <Choices
        legend={<Trans>Theme</Trans>}
        name="theme"
        options={THEMES.map((theme) => [theme, themeNames[theme]])}
        value={settings.theme}
        onChange={(theme) => change({ theme })}
      />
    </Dialog>
  )
}

/** One setting: a group of radio buttons, side by side where `isRow`. */
function Choices<Value extends string | number>({
  legend,
  name,
  isRow = false,
  options,
  value,
  onChange,
}: {
  legend: ReactNode
  name: string
  isRow?: boolean
  options: [Value, string][]
  value: Value
  onChange: (value: Value) => void
}) {
  return (
    <fieldset className={isRow ? styles.row : styles.choices}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option} className={styles.choice}>
          <input
            type="radio"
            name={name}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  )
}
