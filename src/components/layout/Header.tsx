import { css } from "@emotion/react";
import { plainList } from "../ui/plainList";
import { Link } from "gatsby";
import Logo from "./Logo";
import LanguageSwitch from "./LanguageSwitch";
import Icon from "../icons/Icon";
import ButtonLink from "../ui/ButtonLink";
import { hiddenOnPhones } from "../ui/VisuallyHidden";
import { containerStyle } from "../ui/Container";
import ClientServiceLinks from "../clientServices/ClientServiceLinks";
import { useClientServices } from "../../hooks/useClientServices";
import { useFirm } from "../../hooks/useFirm";
import { useNavigation } from "../../hooks/useNavigation";
import { useMenu } from "../../hooks/useMenu";
import { useLanguage, useWords } from "../../i18n/PageLanguage";
import { pathIn } from "../../lib/localPaths";
import { bp, color, fontSize, layout, radius, shadow, space } from "../../theme/tokens";
import { header as words } from "@words/layout/header";

const headerStyle = css`
  position: sticky;
  top: 0;
  z-index: 30;
  background: ${color.paperVeil};
  border-bottom: 1px solid ${color.line};
`;

/** The header sticks with its bar alone: the client's strip above it scrolls away. */
const headerWithClientStrip = css`
  ${headerStyle};
  top: calc(-1 * ${layout.clientStripHeight});
`;

const clientStrip = css`
  border-bottom: 1px solid ${color.line};
  font-size: ${fontSize.sm};
  nav {
    ${containerStyle};
    height: ${layout.clientStripHeight};
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: ${space[4]};
  }
  ul {
    display: flex;
    gap: ${space[4]};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space[1]};
    min-height: 1.5rem;
    color: ${color.navy};
    font-weight: 600;
  }
`;

const clientLabel = css`
  color: ${color.inkMuted};
  ${hiddenOnPhones};
`;

const barStyle = css`
  ${containerStyle};
  height: ${layout.headerHeight};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[5]};
`;

const desktopNav = css`
  display: none;
  ${bp.header} {
    display: flex;
    align-items: center;
    gap: ${space[4]};
  }
`;

const listStyle = css`
  ${plainList};
  display: flex;
  gap: ${space[1]};
`;

const navLinkStyle = css`
  display: block;
  white-space: nowrap;
  padding: ${space[2]} ${space[2]};
  border-radius: ${radius.sm};
  color: ${color.ink};
  font-size: ${fontSize.base};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    color: ${color.navy};
    background: ${color.tealTint};
  }
  &[aria-current="page"] {
    color: ${color.navy};
    font-weight: 700;
    background: ${color.goldTint};
    box-shadow: inset 0 -3px 0 ${color.gold};
  }
`;

const accountStyle = css`
  display: flex;
  gap: ${space[2]};
  white-space: nowrap;
  /* Three buttons beside the links, in Spanish too, from the header breakpoint up. */
  & > a {
    padding-inline: ${space[4]};
  }
`;

const menuButton = css`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  min-height: 2.75rem;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: ${color.navyDeep};
  font: inherit;
  font-size: ${fontSize.base};
  font-weight: 600;
  cursor: pointer;
  svg {
    flex-shrink: 0;
  }
  ${bp.header} {
    display: none;
  }
`;

// Below the header, whatever its height; a percentage of height is of the header's here.
const dropdownStyle = css`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100vh - 100%);
  overflow-y: auto;
  background: ${color.surface};
  box-shadow: ${shadow.raised};
  border-top: 1px solid ${color.line};
  padding: ${space[4]} ${space[5]} ${space[5]};
  ${bp.header} {
    display: none;
  }
  ul {
    flex-direction: column;
  }
  a {
    font-size: ${fontSize.md};
    padding: ${space[3]};
  }
`;

const dropdownAccount = css`
  ${accountStyle};
  margin-top: ${space[4]};
  padding-top: ${space[4]};
  border-top: 1px solid ${color.line};
  flex-wrap: wrap;
  & > a {
    flex: 1;
  }
  /* The call to action on a line of its own, below Login and Signup. */
  & > a:last-child {
    flex-basis: 100%;
  }
`;

const barEnd = css`
  display: flex;
  align-items: center;
  gap: ${space[2]};
`;

export default function Header() {
  const firm = useFirm();
  const language = useLanguage();
  const { menu, navigation, languages } = useWords(words);
  const { header, account, action } = useNavigation();
  const { open, close, toggle, buttonRef } = useMenu();
  const clientServices = useClientServices(firm);
  // The editors' list may hold fewer than the two buttons.
  const [login, signup] = account as readonly ((typeof account)[number] | undefined)[];

  const links = (
    <ul css={listStyle}>
      {header.map((link) => (
        <li key={link.url}>
          <Link to={pathIn(language, link.url)} css={navLinkStyle} onClick={close}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
  const accountLinks = (
    <>
      {login && (
        <ButtonLink to={login.url} variant="secondary" onClick={close}>
          {login.label}
        </ButtonLink>
      )}
      {signup && (
        <ButtonLink to={signup.url} variant="secondary" onClick={close}>
          {signup.label}
        </ButtonLink>
      )}
      <ButtonLink to={action.url} onClick={close}>
        {action.label}
      </ButtonLink>
    </>
  );

  return (
    <header css={clientServices.links.length > 0 ? headerWithClientStrip : headerStyle}>
      {clientServices.links.length > 0 && (
        <div css={clientStrip}>
          <nav aria-label={clientServices.text.label}>
            <span css={clientLabel} aria-hidden="true">
              {clientServices.text.label}
            </span>
            <ClientServiceLinks links={clientServices.links} iconSize={14} />
          </nav>
        </div>
      )}
      <div css={barStyle}>
        <Logo brand={firm.brand} onClick={close} />
        <nav aria-label={navigation} css={desktopNav}>
          {links}
          <div css={accountStyle}>{accountLinks}</div>
        </nav>
        <div css={barEnd}>
          <LanguageSwitch label={languages} onClick={close} />
          <button ref={buttonRef} type="button" css={menuButton} aria-expanded={open} aria-controls="mobile-menu" onClick={toggle}>
            <Icon name={open ? "close" : "menu"} />
            <span css={hiddenOnPhones}>{menu}</span>
          </button>
        </div>
      </div>
      <nav id="mobile-menu" aria-label={navigation} css={dropdownStyle} hidden={!open}>
        {links}
        <div css={dropdownAccount}>{accountLinks}</div>
      </nav>
    </header>
  );
}
