import { theme } from '@milestone/ui';

/** The Milestone mark: a flag on a milestone post, in the theme's primary colour. */
export function Logo({ size = 28 }: { size?: number }) {
  const { token } = theme.useToken();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={token.colorPrimary} />
      <path d="M10 25V7" stroke={token.colorWhite} strokeWidth="2.5" strokeLinecap="round" />
      <path d="M11 8h11l-3 4 3 4H11z" fill={token.colorWhite} />
    </svg>
  );
}
