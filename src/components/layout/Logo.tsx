import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useLanguage, useWords } from "../../i18n/PageLanguage";
import { pathIn } from "../../lib/localPaths";
import { color, fontSize, headingType, palette, space } from "../../theme/tokens";
import { logo as words } from "@words/layout/logo";

const linkStyle = (onDark: boolean) => css`
  display: inline-flex;
  align-items: center;
  gap: ${space[3]};
  text-decoration: none;
  color: ${onDark ? color.onDark : color.navyDeep};
  ${headingType}
  font-size: ${fontSize.xl};
  letter-spacing: -0.01em;
  flex-shrink: 0;
  white-space: nowrap;
  svg {
    flex-shrink: 0;
  }
  &:hover {
    color: ${onDark ? color.onDark : color.navy};
  }
`;

/** The firm's mark: a ledger page with tally strokes. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill={palette.navy} />
      <path d="M12 11v18M17.5 11v18M23 11v18" stroke={palette.goldLight} strokeWidth="3" strokeLinecap="round" />
      <path d="M9.5 25.5L30.5 14" stroke={palette.onDark} strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

interface LogoProps {
  brand: string;
  onDark?: boolean;
  onClick?: () => void;
}

/** The brand, linking home. */
export default function Logo({ brand, onDark = false, onClick }: LogoProps) {
  const { home } = useWords(words);
  return (
    <Link to={pathIn(useLanguage(), "/")} css={linkStyle(onDark)} onClick={onClick} aria-label={home(brand)}>
      <LogoMark />
      <span>{brand}</span>
    </Link>
  );
}
