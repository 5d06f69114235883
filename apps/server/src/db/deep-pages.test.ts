import { drizzle } from 'drizzle-orm/node-postgres';
import { expect, it } from 'vitest';
import { users } from '../modules/users/users.table.js';
import { OFFSET_ZERO_FENCE } from './deep-pages.js';

it('writes OFFSET 0 into the SQL, where .offset(0) writes nothing', () => {
  const db = drizzle.mock();
  const query = db.select({ id: users.id }).from(users);
  expect(query.offset(0).toSQL().sql).not.toMatch(/offset/);
  expect(query.offset(OFFSET_ZERO_FENCE).toSQL().sql).toMatch(/ offset 0$/);
});
