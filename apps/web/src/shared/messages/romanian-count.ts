/**
 * A count with its noun, as Romanian says it: '1 elev', '19 elevi', '20 de elevi', '101 elevi', '1.000 de elevi'
 * (numbers whose last two digits are 00 or 20-99 take 'de' before the noun).
 */
export function romanianCount(count: number, one: string, many: string): string {
  const figure = count.toLocaleString('ro-RO');
  if (count === 1) return `${figure} ${one}`;
  const lastTwo = count % 100;
  const takesDe = count >= 20 && (lastTwo === 0 || lastTwo >= 20);
  return `${figure} ${takesDe ? 'de ' : ''}${many}`;
}
