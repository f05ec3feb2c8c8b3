import { editFile, list, partner, remove, retitle } from "./yaml";

/** Testimonials and resource links: the last of each removed, the first resource retitled. */
export function editLists(folder: string) {
  editFile(folder, "testimonials/testimonials.yaml", ({ en, es }) => {
    const testimonials = list(en, "testimonials");
    remove(testimonials, list(es, "testimonials"), testimonials[testimonials.length - 1]);
  });
  editFile(folder, "resources/resources.yaml", ({ en, es }) => {
    const [first] = list(en, "resources");
    retitle(first, partner(list(es, "resources"), first), { en: (title) => `${title} (official site)`, es: (title) => `${title} (sitio oficial)` });
  });
}
