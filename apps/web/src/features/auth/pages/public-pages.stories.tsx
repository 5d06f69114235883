import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { withApp } from '../../../storybook/story-providers.js';
import { ForgotPasswordPage } from './forgot-password-page.js';
import { LoginPage } from './login-page.js';
import { PublicHomePage } from './public-home-page.js';
import { RegisterPupilPage } from './register-pupil-page.js';
import { RegisterTeacherPage } from './register-teacher-page.js';
import { ResetPasswordPage } from './reset-password-page.js';

const PAGES = {
  home: PublicHomePage,
  login: LoginPage,
  registerPupil: RegisterPupilPage,
  registerTeacher: RegisterTeacherPage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
} as const;

interface PublicPageStoryArgs {
  page: keyof typeof PAGES;
  /** Feature flag: 'Înscrierile pentru profesori sunt momentan închise' when false. */
  teacherRegistrationOpen: boolean;
  /** The message the server answers to a submitted form (login, registration, reset); empty: success. */
  serverError: string;
}

function PublicPageStory({ page }: PublicPageStoryArgs) {
  const Page = PAGES[page];
  return <Page />;
}

/** The public pages (spec 000 §2) with the feature flags and the auth calls answered by MSW. */
const meta = {
  title: 'web/Auth/Pagini publice',
  component: PublicPageStory,
  parameters: { layout: 'fullscreen', app: { path: '/autentificare' } },
  loaders: [mswLoader()],
  beforeEach: ({ msw, args }) => {
    const answer = async () => {
      await delay(600);
      return args.serverError
        ? HttpResponse.json({ message: args.serverError, errors: {} }, { status: 400 })
        : HttpResponse.json({ message: 'OK' });
    };
    msw.use(
      http.get('/api/settings/feature-flags', () =>
        HttpResponse.json({
          teacherRegistrationOpen: args.teacherRegistrationOpen,
          forcedSchoolUpdate: false,
        }),
      ),
      http.post('/api/auth/authenticate', answer),
      http.post('/api/auth/register', answer),
      http.post('/api/auth/forgot-password', answer),
      http.patch('/api/auth/reset-password', answer),
    );
  },
  decorators: [withApp],
  args: { page: 'login', teacherRegistrationOpen: false, serverError: 'Email sau parolă greșită' },
  argTypes: { page: { control: 'select', options: Object.keys(PAGES) } },
} satisfies Meta<typeof PublicPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = { args: { page: 'home' } };
export const Login: Story = {};
export const RegisterPupil: Story = { args: { page: 'registerPupil' } };
/** Teacher registration closed by the feature flag. */
export const RegisterTeacherClosed: Story = { args: { page: 'registerTeacher' } };
export const RegisterTeacherOpen: Story = {
  args: { page: 'registerTeacher', teacherRegistrationOpen: true },
};
/** 'Am uitat parola'. */
export const ForgotPassword: Story = { args: { page: 'forgotPassword' } };
export const ResetPassword: Story = {
  args: { page: 'resetPassword' },
  parameters: { app: { path: '/confirmare-resetare/abc123', route: '/confirmare-resetare/:token?' } },
};
