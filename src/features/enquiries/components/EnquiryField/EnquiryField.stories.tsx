import { useForm } from '@mantine/form'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { formFields } from '../../form-config'
import { emptyEnquiry } from '../../form-values'
import { EnquiryField } from './EnquiryField'

function FieldPreview({ formType, path }: { formType: keyof typeof formFields; path: string }) {
  const form = useForm({ mode: 'uncontrolled', initialValues: emptyEnquiry() })
  const spec = formFields[formType].find((field) => field.path === path)
  return spec ? <EnquiryField spec={spec} form={form} /> : null
}

const meta = {
  title: 'Enquiries/EnquiryField',
  component: FieldPreview,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldPreview>
export default meta
type Story = StoryObj<typeof meta>

export const ServiceSelect: Story = {
  args: { formType: 'contact', path: 'service' },
  play: async ({ canvas }) => {
    const select = canvas.getByLabelText(/^Service interest/)
    await expect(select).toBeRequired()
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose…',
      'Tandem Jump',
      'Helicopter Jump',
      'Hot Air Balloon Jump',
      'Professional Demo',
      'Media Production',
      'Rigging Service',
      'Other',
    ])
  },
}

export const WeightInDutch: Story = {
  args: { formType: 'tandem', path: 'additionalData.weight' },
  parameters: { path: '/nl/contact' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Lichaamsgewicht/)).toBeVisible()
  },
}

export const Dark: Story = { args: { formType: 'demo', path: 'message' }, parameters: { colorScheme: 'dark' } }
