import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_MESSAGES, GENERIC_MESSAGES, WASTE_ORDER_MESSAGES } from '@platform/contracts';
import { notify } from './notify.js';
import { ToastHost } from './toast-host.js';

interface ToastsArgs {
  success: string;
  error: string;
  warning: string;
  info: string;
  /** A pending toast ('Se pregătește exportul…'); empty for none. */
  pending: string;
}

/** Shows one toast of each kind, as the app's `notify` does, and keeps them open for review. */
function ToastsDemo({ success, error, warning, info, pending }: ToastsArgs) {
  useEffect(() => {
    const open = 10 * 60_000;
    const ids = [
      notify.success(success, open),
      notify.error(error, open),
      notify.warning(warning, open),
      notify.info(info, open),
      ...(pending ? [notify.pending(pending)] : []),
    ];
    return () => ids.forEach((id) => notify.dismiss(id));
  }, [success, error, warning, info, pending]);
  return <ToastHost />;
}

/** The toasts of the error catalogue and the success messages (spec 000 §8, 001 §8). */
const meta = {
  title: 'web/Shared/Toasturi',
  component: ToastsDemo,
  parameters: { layout: 'fullscreen' },
  args: {
    success: AUTH_MESSAGES.loginSuccess,
    error: GENERIC_MESSAGES.network,
    warning: 'Ai început deja această lecție. Te rugăm să continui de unde ai rămas.',
    info: AUTH_MESSAGES.sessionExpired,
    pending: 'Se pregătește exportul…',
  },
} satisfies Meta<typeof ToastsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Catalogue: Story = {};
export const Orders: Story = {
  args: {
    success: WASTE_ORDER_MESSAGES.validated,
    error: WASTE_ORDER_MESSAGES.rejectFailed,
    warning: WASTE_ORDER_MESSAGES.notValidated,
    info: WASTE_ORDER_MESSAGES.realValuesUpdated,
    pending: '',
  },
};
