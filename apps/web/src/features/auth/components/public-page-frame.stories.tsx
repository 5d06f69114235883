import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { Button, TextField } from '@platform/ui';
import { PublicPageFrame } from './public-page-frame.js';

const meta = {
  title: 'web/Auth/PublicPageFrame',
  component: PublicPageFrame,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    heading: 'Am uitat parola',
    intro: 'Scrie adresa de email a contului. Îți trimitem un link pentru o parolă nouă.',
    children: (
      <form className="auth-form" onSubmit={(event) => event.preventDefault()}>
        <TextField label="Email" type="email" />
        <Button type="submit" size="lg" className="auth-form__submit">
          Resetare Parola!
        </Button>
      </form>
    ),
  },
} satisfies Meta<typeof PublicPageFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ForgotPassword: Story = {};
