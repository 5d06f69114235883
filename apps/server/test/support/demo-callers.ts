import type { Role } from '@platform/contracts';

/** One enabled demo account per role (architecture §8). */
export const CALLER_BY_ROLE: Record<Role, string> = {
  ADMIN: 'admin@demo.ro',
  DBEST: 'programator@demo.ro',
  PROFESOR: 'profesor@demo.ro',
  ELEV: 'elev@demo.ro',
  LOGISTIC: 'logistica@demo.ro',
  SYNC: 'sync@demo.ro',
};
