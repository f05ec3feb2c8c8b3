import type { ReactNode } from "react";
import { css } from "@emotion/react";
import Header from "./Header";
import Footer from "./Footer";
import ChatLink from "./ChatLink";
import ScrollProgress from "./ScrollProgress";
import PageTransition from "./PageTransition";
import HydrateInOwnTask from "../../performance/HydrateInOwnTask";
import { color, radius, space } from "../../theme/tokens";
import { useWords } from "../../i18n/PageLanguage";
import { layout as words } from "@words/layout/layout";

const skipLinkStyle = css`
  position: absolute;
  left: ${space[4]};
  top: -10rem;
  z-index: 100;
  padding: ${space[3]} ${space[4]};
  border-radius: ${radius.sm};
  background: ${color.navy};
  color: ${color.onDark};
  font-weight: 600;
  &:focus {
    top: ${space[2]};
    color: ${color.onDark};
  }
`;

const shellStyle = css`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  /* On a short page the footer, not the main part, fills the screen's foot: the footer's top stays where it is
     drawn first, while the rest of the footer is still being read. */
  & > footer {
    flex-grow: 1;
  }
  main:focus {
    outline: none;
  }
  /* A page printed is its main part: the menus, the footer and the chat link are for the screen. */
  @media print {
    min-height: auto;
    & > *:not(main) {
      display: none;
    }
  }
`;

interface LayoutProps {
  location: { pathname: string; hash: string };
  children: ReactNode;
}

/** What every page shares: header, footer, the chat link and the scroll bar around the page itself. */

export default function Layout({ location, children }: LayoutProps) {
  const { skip } = useWords(words);
  return (
    <div css={shellStyle}>
      <a href="#main" css={skipLinkStyle}>
        {skip}
      </a>
      <ScrollProgress />
      <HydrateInOwnTask>
        <Header />
      </HydrateInOwnTask>
      <main id="main" tabIndex={-1}>
        <PageTransition location={location}>{children}</PageTransition>
      </main>
      <HydrateInOwnTask>
        <Footer />
      </HydrateInOwnTask>
      <ChatLink />
    </div>
  );
}
