import type { ReactNode } from "react";
import { css } from "@emotion/react";
import SmartLink from "./SmartLink";
import { color, fontSize, radius, space, motion } from "../../theme/tokens";

export type ButtonVariant = "primary" | "secondary" | "onDark" | "outlineOnDark";

export const buttonStyle = (variant: ButtonVariant = "primary") => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  min-height: 2.75rem;
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
  ${variant === "primary" &&
  css`
    background: ${color.navy};
    color: #fff;
    &:hover {
      background: ${color.navyDeep};
      color: #fff;
    }
  `}
  ${variant === "secondary" &&
  css`
    background: transparent;
    color: ${color.navy};
    border-color: ${color.navy};
    &:hover {
      background: ${color.navy};
      color: #fff;
    }
  `}
  ${variant === "onDark" &&
  css`
    background: ${color.gold};
    color: ${color.navyDeep};
    &:hover {
      background: #fff;
      color: ${color.navyDeep};
    }
  `}
  ${variant === "outlineOnDark" &&
  css`
    background: transparent;
    color: #fff;
    border-color: rgba(255, 255, 255, 0.8);
    &:hover {
      background: #fff;
      color: ${color.navyDeep};
    }
  `}
  &:disabled {
    opacity: 0.7;
    cursor: not-allowed;
  }
`;

interface ButtonLinkProps {
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
  onClick?: () => void;
}

/** A link that looks like a button (calls to action lead somewhere, so they are links). */
export default function ButtonLink({ to, variant = "primary", children, onClick }: ButtonLinkProps) {
  return (
    <SmartLink to={to} css={buttonStyle(variant)} onClick={onClick}>
      {children}
    </SmartLink>
  );
}
