/** Decorative icon of the TEXT slide: a page with lines and a pencil. */
export function TextIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 4h11v16H4z" />
      <path d="M7 8h5M7 12h5M7 16h3" />
      <path d="M20 7l-3 3v5l3-3z" />
    </svg>
  );
}
