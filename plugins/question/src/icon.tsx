/** Decorative icon of the QUESTION slide: a speech bubble with a question mark. */
export function QuestionIcon({ className }: { className?: string }) {
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
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M10 9a2 2 0 1 1 2.5 1.94c-.3.08-.5.36-.5.66V12" />
      <path d="M12 14.5h.01" />
    </svg>
  );
}
