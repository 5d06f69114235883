import fc from 'fast-check';

/** Strings an attacker tries first: injection, markup, NUL and other control characters, odd unicode. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5)--',
  '" UNION SELECT password_hash FROM users --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  'a\u0000b',
  '\u0000',
  '\u202Eevil\u202C',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFF\u200B\u200D',
  'e\u0301\u0301\u0301\u0301',
  '🧨💥'.repeat(10),
  'ȘțăîâŞŢ',
  '\r\nSet-Cookie: a=b',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  '',
  ' ',
] as const;

const HUGE_STRING = 'A'.repeat(70_000);

export const hostileString = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 6, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: 'binary', maxLength: 20 }).map((text) => `${text}\u0000${text}`),
  },
  { weight: 1, arbitrary: fc.constantFrom(HUGE_STRING, HUGE_STRING.slice(0, 5_000)) },
);

export const outOfRangeNumber = fc.constantFrom(
  -1,
  -2147483649,
  2147483648,
  2 ** 53 + 2,
  1e308,
  -1e308,
  0.5,
  1e-320,
  -0,
);

/** A value of any JSON type, including nested and huge ones. */
export const anyJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: outOfRangeNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constant([]) },
  { weight: 1, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 4 }),
  },
);

/** Keys that try prototype pollution; built with JSON.parse so they are own properties. */
export const pollutionKeys = fc.constantFrom(
  '{"__proto__":{"isAdmin":true,"role":"ADMIN"}}',
  '{"constructor":{"prototype":{"role":"ADMIN"}}}',
  '{"prototype":{"role":"ADMIN"}}',
);
