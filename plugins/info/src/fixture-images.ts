/** A tiny self-contained picture for fixtures and stories (no network needed). */
export const batteryBoxImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#e8f5e9"/><rect x="90" y="40" width="140" height="120" rx="10" fill="#2e7d32"/><rect x="110" y="24" width="100" height="20" rx="6" fill="#134a17"/><g fill="#fff59d" stroke="#1c2321" stroke-width="3"><rect x="115" y="70" width="24" height="60" rx="4"/><rect x="148" y="70" width="24" height="60" rx="4"/><rect x="181" y="70" width="24" height="60" rx="4"/></g><text x="160" y="172" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#1c2321">BATERII</text></svg>',
)}`;
