import type { GatsbyBrowser } from "gatsby";
import Layout from "./src/components/layout/Layout";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout location={props.location}>{element}</Layout>
);

// The page transition places each new page itself (top, or the anchor), once the new page is in.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = () => false;
