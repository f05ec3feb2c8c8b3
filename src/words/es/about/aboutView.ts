import type * as en from "../../en/about/aboutView";

export const aboutView: typeof en.aboutView = {
  storyAlt: "Un escritorio tranquilo con un libro de contabilidad y una taza, frente al horizonte de Manhattan",
};
