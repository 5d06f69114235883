/** Tiny self-contained pictures for fixtures and stories (no network needed). */
const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120">${body}</svg>`)}`;

export const energySavingBulbImage = svg(
  '<rect width="160" height="120" fill="#e8f5e9"/><path d="M80 18c-20 0-32 14-32 30 0 12 7 19 12 26v10h40V74c5-7 12-14 12-26 0-16-12-30-32-30z" fill="#fff59d" stroke="#2e7d32" stroke-width="4"/><path d="M66 40c8 6 20 6 28 0M66 52c8 6 20 6 28 0" stroke="#2e7d32" stroke-width="3" fill="none"/><rect x="62" y="86" width="36" height="16" rx="4" fill="#7c8a81"/>',
);
export const flashlightImage = svg(
  '<rect width="160" height="120" fill="#e3f0fc"/><rect x="30" y="50" width="70" height="24" rx="6" fill="#56615b"/><path d="M100 44l24-10v56l-24-10z" fill="#7c8a81"/><path d="M124 40l28-12v68l-28-12z" fill="#fff59d" opacity=".7"/>',
);
