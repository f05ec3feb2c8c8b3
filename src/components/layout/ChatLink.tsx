import { css } from "@emotion/react";
import Icon from "../icons/Icon";
import { useFirm } from "../../hooks/useFirm";
import { chatHref } from "../../lib/links";
import { color, shadow, space, motion } from "../../theme/tokens";
import { useWords } from "../../i18n/PageLanguage";
import { chatLink as words } from "@words/layout/chatLink";

const style = css`
  position: fixed;
  right: ${space[4]};
  bottom: ${space[4]};
  z-index: 40;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: 50%;
  background: ${color.teal};
  color: ${color.onDark};
  box-shadow: ${shadow.raised};
  transition: transform ${motion.fast};
  &:hover {
    color: ${color.onDark};
    background: ${color.navy};
    transform: translateY(-2px);
  }
  &:focus-visible {
    outline-offset: 4px;
  }
`;

/** The floating button that opens a chat conversation with the firm, prefilled with a greeting. */

export default function ChatLink() {
  const { chat } = useFirm();
  const { label } = useWords(words);
  return (
    <a href={chatHref(chat.number, chat.greeting)} target="_blank" rel="noopener noreferrer" aria-label={label} css={style}>
      <Icon name="chat" size={28} />
    </a>
  );
}
