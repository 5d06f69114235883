import { createInterface } from 'node:readline/promises';

/** A terminal question on stdin/stdout, or null when stdin is not a terminal (CI, scripts). */
export function terminalAsk(): ((question: string) => Promise<string>) | null {
  if (!process.stdin.isTTY) return null;
  return async (question) => {
    const readline = createInterface({ input: process.stdin, output: process.stdout });
    try {
      return await readline.question(question);
    } finally {
      readline.close();
    }
  };
}

/**
 * Asks for the Romanian display name authors see in the editor; undefined (keep the derived placeholder)
 * when nobody can be asked or the answer is empty.
 */
export async function askDisplayName(
  name: string,
  ask: ((question: string) => Promise<string>) | null = terminalAsk(),
): Promise<string | undefined> {
  if (!ask) return undefined;
  const answer = (await ask(`Romanian display name shown to authors for "${name}" (e.g. Sondaj): `)).trim();
  return answer === '' ? undefined : answer;
}
