import CMS from "decap-cms-app";
import { previews } from "./previews";

/*
 * The content manager at /admin/ (Decap CMS). Its collections are described in static/admin/config.yml;
 * each file's preview is the site's own view of it, styled by the site's own styles.
 */
CMS.registerPreviewStyle("/admin/build/cms.css");
for (const [collection, template] of Object.entries(previews)) {
  CMS.registerPreviewTemplate(collection, template as never);
}
CMS.init();
