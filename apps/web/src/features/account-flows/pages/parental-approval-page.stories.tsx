import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { expect, userEvent, within } from 'storybook/test';
import { withApp } from '../../../storybook/story-providers.js';
import { ParentalApprovalPage } from './parental-approval-page.js';

interface ParentalApprovalArgs {
  title: string;
  /** What PATCH /api/users/signature answers; empty: saved. */
  serverError: string;
}

function ParentalApprovalStory({ title }: ParentalApprovalArgs) {
  return <ParentalApprovalPage title={title} />;
}

/** 'Acord parental' of a pupil whose account is not enabled yet: signature pad and the eight consents. */
const meta = {
  title: 'web/Account flows/Acord parental',
  component: ParentalApprovalStory,
  parameters: { app: { role: 'ELEV', isEnabled: false, path: '/acord-parental' } },
  loaders: [mswLoader()],
  beforeEach: ({ msw, args }) => {
    msw.use(
      http.post('/api/files/upload', () => HttpResponse.json({ url: '/api/files/semnatura-parinte.png' })),
      http.patch('/api/users/signature', async () => {
        await delay(500);
        return args.serverError
          ? HttpResponse.json({ message: args.serverError, errors: {} }, { status: 400 })
          : HttpResponse.json({ ok: true });
      }),
    );
  },
  decorators: [withApp],
  args: { title: 'Acord parental', serverError: 'Acordul parental nu s-a putut salva.' },
} satisfies Meta<typeof ParentalApprovalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Salvare without a signature or the consents: every message of spec 000 §5. */
export const MissingConsents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvare' }));
    const shown = await canvas.findAllByText(
      'Va rugam bifati toate campurile obligatorii.',
      {},
      { timeout: 4_000 },
    );
    await expect(shown[0]).toBeVisible();
  },
};
