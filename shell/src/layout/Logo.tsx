/** The Milestone mark: a flag on a milestone post. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1f6feb" />
      <path d="M10 25V7" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M11 8h11l-3 4 3 4H11z" fill="#fff" />
    </svg>
  );
}
