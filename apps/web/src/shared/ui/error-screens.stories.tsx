import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Alert } from '@platform/ui';
import { GENERIC_MESSAGES } from '@platform/contracts';
import { LoadFailureAlert } from './load-failure-alert.js';

type Failure = 'network' | 'server' | 'refused';

interface ErrorScreenArgs {
  failure: Failure;
  /** The screen's own title, e.g. 'Pagina nu s-a putut incarca.' */
  fallbackTitle: string;
  /** What the server says when it refuses (4xx). */
  serverMessage: string;
  onRetry: () => void;
}

/** RTK Query's error of each kind of failure. */
function errorOf(failure: Failure, serverMessage: string) {
  if (failure === 'network') return { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
  if (failure === 'server') return { status: 500, data: { message: 'Internal Server Error' } };
  return { status: 404, data: { message: serverMessage, errors: {} } };
}

function ErrorScreen({ failure, fallbackTitle, serverMessage, onRetry }: ErrorScreenArgs) {
  return (
    <LoadFailureAlert
      error={errorOf(failure, serverMessage)}
      fallbackTitle={fallbackTitle}
      onRetry={onRetry}
      retryLabel="Reîncearcă"
    />
  );
}

/** The error catalogue's screens (spec 000 §8): how a failed load explains itself. */
const meta = {
  title: 'web/Shared/Ecrane de eroare',
  component: ErrorScreen,
  args: {
    failure: 'network',
    fallbackTitle: GENERIC_MESSAGES.pageLoadFailed,
    serverMessage: 'Lecția nu a fost găsită',
    onRetry: fn(),
  },
  argTypes: { failure: { control: 'inline-radio', options: ['network', 'server', 'refused'] } },
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Eroare de rețea: Vă rugăm să verificați conexiunea la internet.' and a retry. */
export const Network: Story = {};
/** A 5xx: 'Momentan facem un upgrade al sistemului…'. */
export const ServerUpgrade: Story = { args: { failure: 'server' } };
/** A refusal: the server's own message, no retry. */
export const Refused: Story = { args: { failure: 'refused' } };

/** The per-type permission check: 'Acces temporar restrictionat'. */
export const LockedAccess: StoryObj<typeof Alert> = {
  render: (args) => <Alert {...args} />,
  args: { tone: 'warning', title: GENERIC_MESSAGES.lockedAccess },
};
