import { cmsCollections } from "./collections";
import { FIRST_LANGUAGE, LANGUAGES } from "../lib/languages";

/** The GitHub repository the content manager commits to in production: set once, when the site is set up. */
const REPOSITORY = "your-organization/tallyfield-site";

/**
 * Review before publishing: each change is saved as a draft (a branch and a pull request), set "In review" and
 * "Ready", and published by merging it (docs/editing-guide.md). A one-person firm may write "simple" here: every
 * save is then published at once (docs/publishing.md).
 */
const PUBLISH_MODE: "editorial_workflow" | "simple" = "editorial_workflow";

/** The commit status the publishing workflow gives a pull request's preview deployment (.github/workflows/site.yml): Decap's "View preview". */
export const PREVIEW_STATUS_CONTEXT = "deploy/preview";

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
      preview_context: PREVIEW_STATUS_CONTEXT,
      commit_messages: { update: "Content: update {{collection}} ({{slug}})" },
    },
    // Editing on one's own machine: `npm run cms` starts decap-server, which Decap uses when the admin is
    // opened from localhost (in its file mode, which saves straight into content/: Decap then publishes at once).
    // It has no effect on the published site.
    local_backend: true,
    publish_mode: PUBLISH_MODE,
    media_folder: "static/images/uploads",
    public_folder: "/images/uploads",
    site_url: origin,
    display_url: origin,
    logo_url: "/admin/logo.svg",
    // Every language of the site; the collections that are translated say how (collections.ts).
    i18n: { structure: "multiple_files", locales: [...LANGUAGES], default_locale: FIRST_LANGUAGE },
    collections: cmsCollections(),
  };
}
