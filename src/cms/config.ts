import { cmsCollections } from "./collections";
import { LANGUAGES } from "../lib/languages";

/** The GitHub repository the content manager commits to in production: set once, when the site is set up. */
const REPOSITORY = "your-organization/tallyfield-site";

/**
 * The content manager's whole configuration (Decap CMS), given to CMS.init: nothing is read from a file. The
 * collections come from the declarations of the content types. `origin` is the address the admin is opened
 * from, which is the site's own (production, a preview deployment, a local serve): editors sign in with GitHub
 * through the site's Pages Functions there (functions/api/auth.ts and callback.ts, docs/publishing.md), and
 * Decap accepts the sign-in popup's messages only from `backend.base_url`.
 */
export function cmsConfig(origin: string) {
  return {
    load_config_file: false,
    backend: {
      name: "github",
      repo: REPOSITORY,
      branch: "main",
      base_url: origin,
      auth_endpoint: "api/auth",
      commit_messages: { update: "Content: update {{collection}} ({{slug}})" },
    },
    // Editing on one's own machine: `npm run cms` starts decap-server, which Decap uses when the admin is
    // opened from localhost. It has no effect on the published site.
    local_backend: true,
    publish_mode: "simple",
    media_folder: "static/images/uploads",
    public_folder: "/images/uploads",
    site_url: origin,
    display_url: origin,
    logo_url: "/admin/logo.svg",
    // Every language of the site; the collections that are translated say how (collections.ts).
    i18n: { structure: "multiple_files", locales: [...LANGUAGES], default_locale: "en" },
    collections: cmsCollections(),
  };
}
