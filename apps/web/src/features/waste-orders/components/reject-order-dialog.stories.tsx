import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyOrder } from '../../../storybook/story-reports.js';
import '../waste-orders.css';
import { RejectOrderDialog } from './reject-order-dialog.js';

const meta = {
  title: 'web/Waste orders/Respingere comandă',
  component: RejectOrderDialog,
  args: {
    order: storyOrder({ isValidated: null, validatedAt: null, realDeeeKg: null, realDbaKg: null }),
    isBusy: false,
    onClose: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof RejectOrderDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Sending: Story = { args: { isBusy: true } };
