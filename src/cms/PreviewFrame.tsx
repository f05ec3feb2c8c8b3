import { useMemo, type ReactNode } from "react";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import GlobalStyles from "../theme/GlobalStyles";

/**
 * Decap renders previews inside an iframe: Emotion must write the site's styles into that frame's head,
 * not the admin's, or the preview would show unstyled markup.
 */
export default function PreviewFrame({ document, children }: { document: Document; children: ReactNode }) {
  const cache = useMemo(() => createCache({ key: "preview", container: document.head }), [document]);
  return (
    <CacheProvider value={cache}>
      <GlobalStyles />
      {children}
    </CacheProvider>
  );
}
