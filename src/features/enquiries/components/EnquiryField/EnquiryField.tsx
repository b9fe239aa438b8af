import { useLingui } from '@lingui/react/macro'
import { NativeSelect, Textarea, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import type { FieldSpec } from '../../form-config'
import type { EnquiryFormValues } from '../../form-values'

/** One field of an enquiry tab, rendered by its kind. */
export function EnquiryField({ spec, form }: { spec: FieldSpec; form: UseFormReturnType<EnquiryFormValues> }) {
  const { t, i18n } = useLingui()
  const common = {
    label: i18n._(spec.label),
    description: spec.description ? i18n._(spec.description) : undefined,
    withAsterisk: spec.required,
    required: spec.required,
    autoComplete: spec.autoComplete,
    ...form.getInputProps(spec.path),
  }
  // The form's key for the field (uncontrolled mode remounts it on reset); React takes keys only as JSX attributes.
  const key = form.key(spec.path)
  switch (spec.kind) {
    case 'select':
      return (
        <NativeSelect
          key={key}
          {...common}
          data={[
            { value: '', label: t`Choose…` },
            ...(spec.options ?? []).map((item) => ({ value: item.value, label: i18n._(item.label) })),
          ]}
        />
      )
    case 'textarea':
      return <Textarea key={key} {...common} autosize minRows={4} maxRows={10} />
    case 'number':
      // A native number field: the browser keeps it to digits, and a phone shows its number pad. No
      // clamping: 120 kg must show the limit, not silently become 100. (Mantine's NumberInput would
      // add a formatting library for the same job.)
      return (
        <TextInput
          key={key}
          {...common}
          type="number"
          min={spec.min}
          max={spec.max}
          step={1}
          inputMode="numeric"
          // Stored as a number, as before: the empty field stays '' (not given).
          onChange={(event) => common.onChange(event.currentTarget.value === '' ? '' : event.currentTarget.valueAsNumber)}
        />
      )
    default:
      return <TextInput key={key} {...common} type={spec.kind} />
  }
}
