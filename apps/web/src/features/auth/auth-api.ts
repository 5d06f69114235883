import {
  FeatureFlagsSchema,
  MessageResponseSchema,
  TokenPairSchema,
  type ChangePasswordInput,
  type FeatureFlags,
  type ForgotPasswordInput,
  type LoginInput,
  type MessageResponse,
  type RegisterInput,
  type ResetPasswordInput,
  type TokenPair,
} from '@platform/contracts';
import { api } from '../../shared/api/api-slice.js';

/** Account calls of spec 000 §7; login, register and the password reset go without the token. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    authenticate: build.mutation<TokenPair, LoginInput>({
      query: (body) => ({ url: '/auth/authenticate', method: 'POST', body }),
      extraOptions: { anonymous: true },
      transformResponse: (response: unknown) => TokenPairSchema.parse(response),
    }),
    register: build.mutation<MessageResponse, RegisterInput>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      extraOptions: { anonymous: true },
      transformResponse: (response: unknown) => MessageResponseSchema.parse(response),
    }),
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordInput>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
      extraOptions: { anonymous: true },
      transformResponse: (response: unknown) => MessageResponseSchema.parse(response),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordInput>({
      query: (body) => ({ url: '/auth/reset-password', method: 'PATCH', body }),
      extraOptions: { anonymous: true },
      transformResponse: (response: unknown) => MessageResponseSchema.parse(response),
    }),
    changePassword: build.mutation<MessageResponse, ChangePasswordInput>({
      query: (body) => ({ url: '/auth/change-password', method: 'PATCH', body }),
      transformResponse: (response: unknown) => MessageResponseSchema.parse(response),
    }),
    getFeatureFlags: build.query<FeatureFlags, void>({
      query: () => ({ url: '/settings/feature-flags' }),
      extraOptions: { anonymous: true },
      transformResponse: (response: unknown) => FeatureFlagsSchema.parse(response),
    }),
  }),
});

export const {
  useAuthenticateMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useGetFeatureFlagsQuery,
} = authApi;
