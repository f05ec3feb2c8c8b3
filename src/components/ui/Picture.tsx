import { css } from "@emotion/react";
import { useSiteImage } from "../../hooks/useSiteImage";
import { color, radius } from "../../theme/tokens";

interface PictureProps {
  /** The file name in src/images, without extension: "hero". */
  name: string;
  /** What the picture shows; "" for a decorative one. */
  alt: string;
  /** Above the fold: load at once and first. */
  eager?: boolean;
  /** The picture's proportions (width / height) while it loads or where there is no data. */
  ratio: number;
  className?: string;
}

const frameStyle = (ratio: number) => css`
  display: block;
  width: 100%;
  aspect-ratio: ${ratio};
  border-radius: ${radius.lg};
  overflow: hidden;
  background: linear-gradient(135deg, ${color.tealTint}, ${color.goldTint});
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * One of our illustrations as a plain <picture>: AVIF and WebP sources, a PNG fallback, the browser's own
 * lazy loading, and the proportions reserved so nothing shifts. gatsby-plugin-image processes the files;
 * this renders its data as valid HTML without shipping its runtime to visitors.
 */
export default function Picture({ name, alt, eager = false, ratio, className }: PictureProps) {
  const image = useSiteImage(name);
  if (!image) return <span className={className} css={frameStyle(ratio)} role={alt ? "img" : undefined} aria-label={alt || undefined} />;
  const { fallback, sources = [] } = image.images;
  return (
    <picture className={className} css={frameStyle(ratio)}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        {...(eager ? { fetchpriority: "high" } : {})}
      />
    </picture>
  );
}
