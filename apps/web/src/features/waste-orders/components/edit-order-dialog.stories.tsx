import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyOrder } from '../../../storybook/story-reports.js';
import { WASTE_ORDERS_MESSAGES as M } from '../waste-orders-messages.js';
import '../waste-orders.css';
import { EditOrderDialog } from './edit-order-dialog.js';

/** Admin and DBEST edit any order: contact, pickup address, estimates, photos and documents. */
const meta = {
  title: 'web/Waste orders/Editare comandă',
  component: EditOrderDialog,
  args: {
    order: storyOrder({
      pickupAddressSameWithSchoolAddress: false,
      deeeOrderDocument: '/api/files/comanda-deee-871.pdf',
      dbaOrderDocument: '/api/files/comanda-dba-412.pdf',
    }),
    counties: ['Alba', 'Bistrița-Năsăud', 'Iași', 'Mureș', 'Timiș'],
    onClose: fn(),
    upload: fn(async (file: File) => ({ url: `/api/files/${encodeURIComponent(file.name)}` })),
    onSave: fn(async () => null),
  },
} satisfies Meta<typeof EditOrderDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The dialog scrolled to the photos and the order documents. (Unscrolled, axe reports label-title-only for
 * the photo picker clipped by the scrollable body: the picker's file input is labelled through aria-labelledby
 * next to an aria-hidden <label>; see the report of issue 18.) Left out of the visual baseline: where the
 * scroll lands depends on when the document thumbnails finish loading (seen once in CI).
 */
export const WithDocuments: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const photos = within(dialog).getByText(M.photos, { selector: 'span' });
    photos.scrollIntoView({ block: 'start' });
    await expect(photos).toBeVisible();
  },
};
