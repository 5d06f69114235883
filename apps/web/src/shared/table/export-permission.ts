import type { Role } from '@platform/contracts';

/** Export is hidden for PROFESOR and ELEV (spec 000 §6). */
export function canExport(role: Role): boolean {
  return role !== 'PROFESOR' && role !== 'ELEV';
}
