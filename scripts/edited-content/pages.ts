import { editFile, list, remove } from "./yaml";

/**
 * Home, About and Book a consultation pages: headings reworded, the home page's points reordered, the About page's
 * last license removed (the guide: "Remove an item when a license lapses").
 */
export function editPages(folder: string) {
  editFile(folder, "home/home.yaml", ({ en, es }) => {
    for (const side of [en, es]) {
      const hero = side?.hero as Record<string, string>;
      hero.title = `${hero.title}, year round`;
      const services = side?.services as Record<string, string>;
      services.title = `${services.title}.`;
    }
    list(en, "whyChoose", "points").reverse();
  });
  editFile(folder, "about/about.yaml", ({ en, es }) => {
    for (const side of [en, es]) (side?.story as Record<string, string>).title += ".";
    const credentials = list(en, "credentials", "items");
    if (credentials.length > 1) remove(credentials, list(es, "credentials", "items"), credentials[credentials.length - 1]);
  });
  editFile(folder, "booking/booking.yaml", ({ en, es }) => {
    for (const side of [en, es]) (side?.covers as Record<string, string>).title += ":";
  });
}
