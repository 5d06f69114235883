import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyOrder } from '../../../storybook/story-reports.js';
import '../waste-orders.css';
import { RealValuesDialog } from './real-values-dialog.js';

/** LOGISTIC enters the real collected kilograms and attaches the documents of a validated order. */
const meta = {
  title: 'web/Waste orders/Valori reale',
  component: RealValuesDialog,
  args: {
    order: storyOrder(),
    onClose: fn(),
    upload: fn(async (file: File) => ({ url: `/api/files/${encodeURIComponent(file.name)}` })),
    onSave: fn(async () => null),
  },
} satisfies Meta<typeof RealValuesDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Real values with decimals and two documents (procese-verbale). */
export const WithValuesAndDocuments: Story = {};

/** A validated order with nothing entered yet. */
export const Empty: Story = {
  args: {
    order: storyOrder({ realDeeeKg: null, realDbaKg: null, realBecuriSiNeoaneKg: null, proceseVerbale: [] }),
  },
};
