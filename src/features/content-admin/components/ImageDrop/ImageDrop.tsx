import '@mantine/dropzone/styles.css'
import { useLingui } from '@lingui/react/macro'
import { Stack, Text } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { megabytes, typeList, type UploadRule } from '~/lib/media/upload-rules'

export interface ImageDropProps {
  rule: UploadRule
  /** The dropped or chosen file, refused ones included: the caller checks it and says why. */
  onFile(file: File): void
  /** What the area is for, e.g. "Choose a logo". */
  label: string
  disabled?: boolean
}

/** An area to drop an image on, or press to choose one, saying which types and sizes it takes. */
export function ImageDrop({ rule, onFile, label, disabled }: ImageDropProps) {
  const { t } = useLingui()
  const types = typeList(rule, t`or`)
  const limit = megabytes(rule.maxBytes)
  return (
    <Dropzone
      onDrop={(files) => files[0] && onFile(files[0])}
      onReject={(rejections) => rejections[0] && onFile(rejections[0].file)}
      multiple={false}
      accept={[...rule.types]}
      aria-label={label}
      disabled={disabled}
      style={{ flex: 1, minWidth: 220 }}
    >
      <Stack gap={4} align="center" py="sm">
        <Text fw={600} size="sm">
          {t`Drop an image here, or click to choose one`}
        </Text>
        <Text size="sm" c="dimmed">
          {t`${types}, at most ${limit}`}
        </Text>
      </Stack>
    </Dropzone>
  )
}
