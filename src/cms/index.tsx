import CMS from "decap-cms-app";
import { cmsConfig } from "./config";
import { previews } from "./previews";

/*
 * The content manager at /admin/ (Decap CMS). Its configuration, collections included, is written from the
 * declarations of the content types (config.ts); each file's preview is the site's own view of it, styled by
 * the site's own styles.
 */
CMS.registerPreviewStyle("/admin/build/cms.css");
for (const [collection, template] of Object.entries(previews)) {
  CMS.registerPreviewTemplate(collection, template as never);
}
type InitOptions = NonNullable<Parameters<typeof CMS.init>[0]>;
CMS.init({ config: cmsConfig(window.location.origin) } as unknown as InitOptions);
