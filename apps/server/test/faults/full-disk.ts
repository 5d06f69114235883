import { execFile } from 'node:child_process';
import { closeSync, ftruncateSync, fstatSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A small real file system (tmpfs) mounted on `folder`, that the test fills like a full disk: writes there
 * fail with ENOSPC exactly as on a full production volume. Needs root (CI runs as root); throws otherwise,
 * so the test fails loudly instead of being skipped.
 */
export async function mountSmallDisk(folder: string, sizeMb: number) {
  if (process.getuid?.() !== 0) throw new Error('the storage-full test mounts a tmpfs and must run as root');
  mkdirSync(folder, { recursive: true });
  try {
    await run('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=0755`, 'tmpfs', folder]);
  } catch (error) {
    throw new Error(`cannot mount a tmpfs on ${folder} for the storage-full test: ${String(error)}`, {
      cause: error,
    });
  }
  const filler = path.join(folder, '.filler');
  return {
    /** Fills the disk, then gives back `leaveBytes` so the next upload starts but cannot finish. */
    fill(leaveBytes: number): void {
      const fd = openSync(filler, 'w');
      const chunk = Buffer.alloc(64 * 1024, 1);
      try {
        for (let i = 0; i < 16 * sizeMb + 16; i++) writeSync(fd, chunk);
        throw new Error('the disk did not fill up');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
        ftruncateSync(fd, Math.max(0, fstatSync(fd).size - leaveBytes));
      } finally {
        closeSync(fd);
      }
    },
    /** Frees the space again. */
    free: () => rmSync(filler, { force: true }),
    unmount: () => run('umount', ['-l', folder]).then(() => undefined),
    filler,
  };
}
