import createClient from 'openapi-fetch';
import type { components, paths } from './.tmp/api-types.js';

/**
 * The typed client an integrator generates from /api/docs/json (openapi-typescript + openapi-fetch).
 * The test compiles this file against freshly generated types, so a route whose path, input or output
 * drifts from what these calls use breaks the build, not an integrator.
 */
export type ApiError = components['schemas']['ApiError'];
export type PlatformClient = ReturnType<typeof createPlatformClient>;

export function createPlatformClient(baseUrl: string, token?: string) {
  return createClient<paths>({
    baseUrl,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export async function signIn(client: PlatformClient, email: string, parola: string) {
  const { data, error, response } = await client.POST('/api/auth/authenticate', { body: { email, parola } });
  return { token: data?.token, refreshToken: data?.refreshToken, error, status: response.status };
}

export async function myProfile(client: PlatformClient) {
  const { data, error, response } = await client.GET('/api/users/profile');
  return { email: data?.email, role: data?.role, error, status: response.status };
}

export async function lessonIdsOfType(
  client: PlatformClient,
  type: NonNullable<paths['/api/lessons']['get']['parameters']['query']>['type'],
) {
  const { data, error, response } = await client.GET('/api/lessons', { params: { query: { type } } });
  return { ids: data?.map((lesson) => lesson.id), error, status: response.status };
}

export async function lessonTitle(client: PlatformClient, id: number) {
  const { data, error, response } = await client.GET('/api/lessons/{id}', { params: { path: { id } } });
  return { title: data?.title, error, status: response.status };
}

export async function requestPasswordReset(client: PlatformClient, email: string) {
  const { data, error, response } = await client.POST('/api/auth/forgot-password', { body: { email } });
  const fieldErrors: ApiError['errors'] | undefined = error?.errors;
  return { message: data?.message ?? error?.message, fieldErrors, status: response.status };
}
