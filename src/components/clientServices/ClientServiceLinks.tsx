import { plainList } from "../ui/plainList";
import SmartLink from "../ui/SmartLink";
import Icon from "../icons/Icon";
import type { useClientServices } from "../../hooks/useClientServices";

/**
 * "Send us documents" and "Pay an invoice" as a list of links, each opening the firm's own service; nothing where
 * the firm has set neither. The header and the footer show it; the page styles it.
 */
interface ClientServiceLinksProps {
  links: ReturnType<typeof useClientServices>["links"];
  className?: string;
  iconSize?: number;
}

export default function ClientServiceLinks({ links, className, iconSize = 16 }: ClientServiceLinksProps) {
  if (links.length === 0) return null;
  return (
    <ul css={plainList} className={className}>
      {links.map((link) => (
        <li key={link.id}>
          <SmartLink to={link.url}>
            {link.label}
            <Icon name="external" size={iconSize} />
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
