import { css } from "@emotion/react";
import { palette } from "../../theme/tokens";

/*
 * The site's images are processed at build time by gatsby-plugin-image; the CMS preview shows a calm
 * stand-in of the same proportions, so the layout around it is the layout visitors will see.
 */
interface StaticImageProps {
  alt: string;
  aspectRatio?: number;
  width?: number;
  className?: string;
}

const style = (ratio: number) => css`
  width: 100%;
  aspect-ratio: ${ratio};
  border-radius: 16px;
  background: linear-gradient(135deg, ${palette.tealTint}, ${palette.goldTint});
`;

export function StaticImage({ alt, aspectRatio = 4 / 3, className }: StaticImageProps) {
  return <div role={alt ? "img" : undefined} aria-label={alt || undefined} className={className} css={style(aspectRatio)} />;
}
