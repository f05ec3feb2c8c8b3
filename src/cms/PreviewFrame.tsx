import { useMemo, type ReactNode } from "react";
import { CacheProvider, Global } from "@emotion/react";
import GlobalStyles from "../theme/GlobalStyles";
import { fontFaceCss } from "../theme/fonts";
import { createStyleCache } from "../theme/createStyleCache";

/**
 * Decap renders previews inside an iframe: Emotion must write the site's styles into that frame's head,
 * not the admin's, or the preview would show unstyled markup. The site's pages get the font faces from
 * their <head> (gatsby-ssr.tsx); the frame gets them here.
 */
export default function PreviewFrame({ document, children }: { document: Document; children: ReactNode }) {
  const cache = useMemo(() => createStyleCache({ key: "preview", container: document.head }), [document]);
  return (
    <CacheProvider value={cache}>
      <Global styles={fontFaceCss} />
      <GlobalStyles />
      {children}
    </CacheProvider>
  );
}
