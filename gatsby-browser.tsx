import type { GatsbyBrowser } from "gatsby";
import Layout from "./src/components/layout/Layout";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout location={props.location}>{element}</Layout>
);

// The page transition places each new page itself (top, or the anchor), once the new page is in.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = () => false;

// Marks the page as interactive once the first render is done (the end-to-end tests wait for it).
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};
