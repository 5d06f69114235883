import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './visually-hidden.js';

const meta = {
  title: 'ui/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Închide' },
  render: (args) => (
    <button type="button" className="eco-button eco-button--secondary eco-button--md">
      <span aria-hidden="true">×</span>
      <VisuallyHidden {...args} />
    </button>
  ),
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button reads 'Închide' to screen readers but shows only the cross. */
export const IconButtonLabel: Story = {};
