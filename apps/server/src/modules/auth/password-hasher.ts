import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id at the OWASP minimum parameters (m=19 MiB, t=2, p=1). */
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

export function createPasswordHasher(): PasswordHasher {
  return {
    hash: (password) => hash(password, OPTIONS),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
  };
}
