import type { ReactElement } from "react";

/*
 * Our own line icons on a 24×24 grid, drawn with the current text colour. Decorative by default
 * (`aria-hidden`): the text beside an icon carries its meaning.
 */
const paths: Record<string, ReactElement> = {
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  check: <path d="M5 12.5l4.2 4.2L19 7" />,
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" />,
  phone: <path d="M6.6 3.5h2.6l1.5 4-1.9 1.3a11 11 0 005.4 5.4l1.3-1.9 4 1.5v2.6a2 2 0 01-2.2 2A15.8 15.8 0 014.6 5.7a2 2 0 012-2.2z" />,
  mail: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M3.5 7l8.5 6 8.5-6" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 9.5h17M8 3v4M16 3v4" />
    </>
  ),
  calculator: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M8 7h8v3H8zM8.5 14h.01M12 14h.01M15.5 14h.01M8.5 17.5h.01M12 17.5h.01M15.5 17.5h.01" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0113 0c0 4.9-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.4" />
    </>
  ),
  chat: (
    <>
      <path d="M4.5 19.5l1.2-3.6A8 8 0 1112 20a8 8 0 01-3.9-1z" />
      <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a3.5 3.5 0 01-1.8-1.8l.8-1-1-2L9 9.5z" />
    </>
  ),
  quote: (
    <path d="M9.5 7C6.5 8 5 10.3 5 13.5V17h4.5v-4.5H7.3c.2-1.7 1.1-2.9 2.7-3.6zM18.5 7c-3 1-4.5 3.3-4.5 6.5V17h4.5v-4.5h-2.2c.2-1.7 1.1-2.9 2.7-3.6z" />
  ),
  chevronDown: <path d="M6 9l6 6 6-6" />,
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5" />,
  // Services
  individual: (
    <>
      <path d="M7 3.5h7l4 4v13H7z" />
      <path d="M14 3.5v4h4M9.5 12h6M9.5 15.5h6" />
    </>
  ),
  business: (
    <>
      <rect x="3.5" y="7.5" width="17" height="12" rx="1.5" />
      <path d="M9 7.5V5.5a1.5 1.5 0 011.5-1.5h3A1.5 1.5 0 0115 5.5v2M3.5 12.5h17" />
    </>
  ),
  incorporation: (
    <>
      <path d="M4 20.5h16M6 20.5V10l6-4 6 4v10.5" />
      <path d="M9.5 20.5v-5h5v5M12 6V3.5" />
    </>
  ),
  bookkeeping: (
    <>
      <path d="M5 4.5h10.5a3 3 0 013 3v12H8a3 3 0 01-3-3z" />
      <path d="M5 16.5a3 3 0 013-3h10.5M9 8h6" />
    </>
  ),
  payroll: (
    <>
      <rect x="3" y="6.5" width="18" height="11" rx="1.5" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6.5 9.5v5M17.5 9.5v5" />
    </>
  ),
  itin: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <circle cx="8.5" cy="11" r="2" />
      <path d="M5.5 15.5c.6-1.4 1.7-2 3-2s2.4.6 3 2M14 10h4M14 13.5h4" />
    </>
  ),
  planning: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M15.5 8.5l-2 5-5 2 2-5z" />
    </>
  ),
  consultation: (
    <>
      <path d="M4 6.5a2 2 0 012-2h9a2 2 0 012 2v5a2 2 0 01-2 2H9l-3.5 3v-3H6a2 2 0 01-2-2z" />
      <path d="M17 9.5h1a2 2 0 012 2v5a2 2 0 01-2 2h-.5v2.5l-3-2.5H11a2 2 0 01-2-2" />
    </>
  ),
};

export type IconName = keyof typeof paths;

interface IconProps {
  name: string;
  size?: number;
  className?: string;
}

export default function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name] ?? paths.individual}
    </svg>
  );
}
