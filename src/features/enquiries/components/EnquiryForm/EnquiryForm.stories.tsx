import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { SubmitResult } from '../../api/submit-enquiry'
import { setSiteFactsForTesting } from '~/lib/site-facts'
import { exampleSiteFacts } from '~/lib/site-facts-example'
import { EnquiryForm } from './EnquiryForm'

const accepted = fn(async (): Promise<SubmitResult> => ({ kind: 'accepted', id: 'r1' }))

const meta = {
  title: 'Enquiries/EnquiryForm',
  component: EnquiryForm,
  parameters: { layout: 'padded' },
  args: { formType: 'contact', submit: accepted },
  // The client limit counts submissions per browser session; every story starts fresh.
  beforeEach: () => {
    window.sessionStorage.clear()
    accepted.mockClear()
    setSiteFactsForTesting(exampleSiteFacts)
  },
} satisfies Meta<typeof EnquiryForm>
export default meta
type Story = StoryObj<typeof meta>

const body = (element: HTMLElement) => within(element.ownerDocument.body)

async function fillGeneral(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByLabelText(/^Name/), 'Zoë van der Berg')
  await userEvent.type(canvas.getByLabelText(/^Email/), 'zoe@example.nl')
  await userEvent.selectOptions(canvas.getByLabelText(/^Service interest/), 'tandem-jump')
  await userEvent.type(canvas.getByLabelText(/^Message/), 'A tandem jump for my father in June, please.')
}

export const ShowsEveryRuleOnEmptySubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))
    await expect(canvas.getByText('Name must be at least 2 characters')).toBeVisible()
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible()
    await expect(canvas.getByText('Please select a service')).toBeVisible()
    await expect(canvas.getByText('Message cannot be empty')).toBeVisible()
    await expect(args.submit).not.toHaveBeenCalled()
    // Focus moves to the first field to fix, not left on the button.
    await waitFor(() => expect(canvas.getByLabelText(/^Name/)).toHaveFocus())
  },
}

/** Only a later field is wrong: focus goes to that one. */
export const FocusGoesToTheFirstFieldToFix: Story = {
  play: async ({ canvas }) => {
    await fillGeneral(canvas)
    await userEvent.clear(canvas.getByLabelText(/^Email/))
    await userEvent.type(canvas.getByLabelText(/^Email/), 'not-an-address')
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))
    await waitFor(() => expect(canvas.getByLabelText(/^Email/)).toHaveFocus())
  },
}

export const SuccessClearsTheForm: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await fillGeneral(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))
    await expect(await body(canvasElement).findByText('Thank you! Your message has been sent.')).toBeVisible()
    await expect(args.submit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Zoë van der Berg', formType: 'contact', locale: 'en', service: 'tandem-jump' }),
    )
    await waitFor(() => expect(canvas.getByLabelText(/^Name/)).toHaveValue(''))
  },
}

export const OfflineQueuedForLater: Story = {
  args: { submit: fn(async (): Promise<SubmitResult> => ({ kind: 'queued' })) },
  play: async ({ canvas, canvasElement }) => {
    await fillGeneral(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))
    await expect(await body(canvasElement).findByText('You are offline: your enquiry is saved')).toBeVisible()
    await waitFor(() => expect(canvas.getByLabelText(/^Name/)).toHaveValue(''))
    await expect(canvas.queryByText('Oops! Something went wrong.')).toBeNull()
  },
}

export const OfflineQueuedInDutch: Story = {
  args: { submit: fn(async (): Promise<SubmitResult> => ({ kind: 'queued' })) },
  parameters: { path: '/nl/contact' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText(/^Naam/), 'Zoë van der Berg')
    await userEvent.type(canvas.getByLabelText(/^E-mailadres/), 'zoe@example.nl')
    await userEvent.selectOptions(canvas.getByLabelText(/^Gewenste dienst/), 'tandem-jump')
    await userEvent.type(canvas.getByLabelText(/^Bericht/), 'Een tandemsprong voor mijn vader in juni.')
    await userEvent.click(canvas.getByRole('button', { name: 'Verstuur bericht' }))
    await expect(await body(canvasElement).findByText('U bent offline: uw aanvraag is bewaard')).toBeVisible()
  },
}

export const ServerRejection: Story = {
  args: {
    submit: fn(
      async (): Promise<SubmitResult> => ({
        kind: 'rejected',
        message: 'Please enter a valid email address',
        fieldErrors: { email: 'email.invalid' },
      }),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await fillGeneral(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))
    await expect(await body(canvasElement).findByText('Error Sending Message')).toBeVisible()
    await expect(canvas.getByText('Oops! Something went wrong.')).toBeVisible()
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('Zoë van der Berg')
    // The field the server refused has focus.
    await waitFor(() => expect(canvas.getByLabelText(/^Email/)).toHaveFocus())
  },
}

export const Sending: Story = {
  args: { submit: fn(() => new Promise<SubmitResult>(() => undefined)) },
  play: async ({ canvas }) => {
    await fillGeneral(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))
    await expect(await canvas.findByRole('button', { name: /Sending\.\.\./ })).toBeDisabled()
  },
}

export const ScriptIsRejected: Story = {
  play: async ({ canvas, args }) => {
    await fillGeneral(canvas)
    await userEvent.type(canvas.getByLabelText(/^Message/), ' <script>alert(1)</script>')
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))
    await expect(canvas.getByText('Form validation failed. Please check your input.')).toBeVisible()
    await expect(args.submit).not.toHaveBeenCalled()
  },
}

export const TandemInDutchExplainsTheWeightLimit: Story = {
  args: { formType: 'tandem' },
  parameters: { path: '/nl/contact' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Voor uw veiligheid zijn tandemsprongen mogelijk tot 100 kg lichaamsgewicht.')).toBeVisible()
    await userEvent.type(canvas.getByLabelText(/^Lichaamsgewicht/), '120')
    await userEvent.click(canvas.getByRole('button', { name: 'Vraag een offerte aan' }))
    await expect(canvas.getByText('Tandemsprongen zijn mogelijk tot 100 kg lichaamsgewicht')).toBeVisible()
    await expect(args.submit).not.toHaveBeenCalled()
  },
}

export const ExtendedFailureInEnglish: Story = {
  args: { formType: 'corporate', submit: fn(async (): Promise<SubmitResult> => ({ kind: 'failed' })) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText(/^Contact person/), 'Jan-Willem Bakker')
    await userEvent.type(canvas.getByLabelText(/^Corporate email/), 'jw@bedrijf.nl')
    await userEvent.selectOptions(canvas.getByLabelText(/^Event type/), 'team-building')
    await userEvent.click(canvas.getByRole('button', { name: 'Request a quote' }))
    await expect(await body(canvasElement).findByText('Error Sending Request')).toBeVisible()
    await expect(body(canvasElement).getByText('Something went wrong. Please try again or call us directly.')).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }

/** A site whose staff have set no phone number: the failure offers no call. */
export const FailureWithoutAPhoneNumber: Story = {
  args: { submit: fn(async (): Promise<SubmitResult> => ({ kind: 'failed' })) },
  beforeEach: () => setSiteFactsForTesting({}),
  play: async ({ canvas, canvasElement }) => {
    await fillGeneral(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))
    await expect(await body(canvasElement).findByText('Something went wrong. Please try again.')).toBeVisible()
    await expect(canvas.getByText('Your details are still here: please try again.')).toBeVisible()
  },
}
