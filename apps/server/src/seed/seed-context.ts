import type { DbExecutor } from '../db/database.js';
import type { FileStorage } from '../modules/files/file-storage.js';

/** What seed steps share: the transaction, the demo password hash and the ids earlier steps created. */
export interface SeedContext {
  tx: DbExecutor;
  /** argon2id hash of DEMO_PASSWORD, computed once. */
  passwordHash: string;
  /** Ids by name, e.g. `edition.current`, `school.main`, `user.elev@demo.ro`. */
  refs: Map<string, number>;
  ref(name: string): number;
  /** The uploads storage, for demo files (bytes outside the transaction). */
  storage: FileStorage;
  /** Storage keys written so far; removed again when the seed transaction fails. */
  storedKeys: string[];
}

/** One domain's demo data; steps run in order inside one transaction. */
export interface SeedStep {
  name: string;
  run(context: SeedContext): Promise<void>;
}

export const DEMO_PASSWORD = 'Demo1234!';
