import type { ReactNode } from "react";
import { css, type SerializedStyles } from "@emotion/react";
import SmartLink from "./SmartLink";
import Icon from "../icons/Icon";
import { isExternal } from "../../lib/links";
import { color, fontSize, radius, space, motion } from "../../theme/tokens";

export type ButtonVariant = "primary" | "secondary" | "onDark" | "outlineOnDark";

const variants: Record<ButtonVariant, { background: string; color: string; border: string; hoverBackground: string; hoverColor: string }> = {
  primary: {
    background: color.navy,
    color: color.onDark,
    border: "transparent",
    hoverBackground: color.navyDeep,
    hoverColor: color.onDark,
  },
  secondary: {
    background: "transparent",
    color: color.navy,
    border: color.navy,
    hoverBackground: color.navy,
    hoverColor: color.onDark,
  },
  onDark: {
    background: color.gold,
    color: color.navyDeep,
    border: "transparent",
    hoverBackground: color.onDark,
    hoverColor: color.navyDeep,
  },
  outlineOnDark: {
    background: "transparent",
    color: color.onDark,
    border: color.onDarkBorder,
    hoverBackground: color.onDark,
    hoverColor: color.navyDeep,
  },
};

/** The least height of a button (a 44 px target). */
export const buttonHeight = "2.75rem";

const makeButtonStyle = (variant: ButtonVariant) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  min-height: ${buttonHeight};
  padding: ${space[2]} ${space[5]};
  border-radius: ${radius.sm};
  border: 2px solid transparent;
  font: inherit;
  font-size: ${fontSize.base};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${motion.fast},
    color ${motion.fast},
    border-color ${motion.fast};
  /* The doubled class lets a button's colours win over the link colours of the section it sits in. */
  && {
    background: ${variants[variant].background};
    color: ${variants[variant].color};
    border-color: ${variants[variant].border};
  }
  &&:hover {
    background: ${variants[variant].hoverBackground};
    color: ${variants[variant].hoverColor};
  }
  &:disabled {
    opacity: 0.7;
    cursor: not-allowed;
  }
`;

const buttonStyles = Object.fromEntries((Object.keys(variants) as ButtonVariant[]).map((variant) => [variant, makeButtonStyle(variant)])) as Record<
  ButtonVariant,
  SerializedStyles
>;

/** A button's style, made once for each variant: one made in a render costs Emotion a new hash on every render. */
export const buttonStyle = (variant: ButtonVariant = "primary") => buttonStyles[variant];

interface ButtonLinkProps {
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
  onClick?: () => void;
}

/** A link that looks like a button (calls to action lead somewhere, so they are links); one to another site shows it opens elsewhere. */
export default function ButtonLink({ to, variant = "primary", children, onClick }: ButtonLinkProps) {
  return (
    <SmartLink to={to} css={buttonStyle(variant)} onClick={onClick}>
      {children}
      {isExternal(to) && <Icon name="external" size={18} />}
    </SmartLink>
  );
}
