import type { Role } from '@platform/contracts';

/** Demo people of the stories: long names with diacritics, like the real ones. */
export const STORY_PEOPLE = {
  pupil: { sub: '41', name: 'Ștefănița-Mădălina Vrânceanu-Țăranu', email: 'stefanita.vranceanu@demo.ro' },
  teacher: { sub: '12', name: 'Ioana-Cătălina Brâncoveanu', email: 'profesor@demo.ro' },
  staff: { sub: '1', name: 'Administrator Școala Ecoterrienilor', email: 'admin@demo.ro' },
} as const;

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * An unsigned access token with the claims the app reads (role, isEnabled, …). The app never verifies
 * tokens (the server does), so a story can sign in anyone; it expires in 2100, so nothing refreshes.
 */
export function storyToken(role: Role, options: { isEnabled?: boolean } = {}): string {
  const person =
    role === 'ELEV' ? STORY_PEOPLE.pupil : role === 'PROFESOR' ? STORY_PEOPLE.teacher : STORY_PEOPLE.staff;
  const claims = { ...person, role, isEnabled: options.isEnabled ?? true, exp: 4_102_444_800 };
  return `${base64Url('{"alg":"none"}')}.${base64Url(JSON.stringify(claims))}.story`;
}
