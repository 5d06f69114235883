/** Points per real kilogram of each waste kind; set per edition (architecture §6 decision). */
export interface PointsRates {
  pointsPerKgDeee: number;
  pointsPerKgDba: number;
  pointsPerKgBecuri: number;
}

/** Points of an order from its real quantities, rounded to 0.01 like the stored numeric. */
export function orderPoints(
  real: { realDeeeKg: number | null; realDbaKg: number | null; realBecuriSiNeoaneKg: number | null },
  rates: PointsRates,
): number {
  const points =
    (real.realDeeeKg ?? 0) * Number(rates.pointsPerKgDeee) +
    (real.realDbaKg ?? 0) * Number(rates.pointsPerKgDba) +
    (real.realBecuriSiNeoaneKg ?? 0) * Number(rates.pointsPerKgBecuri);
  return Math.round(points * 100) / 100;
}
