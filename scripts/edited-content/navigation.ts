import { editFile, list, partner, retitle } from "./yaml";

/** Menus: the header's last link renamed. */
export function editNavigation(folder: string) {
  editFile(folder, "navigation/navigation.yaml", ({ en, es }) => {
    const header = list(en, "header");
    const link = header[header.length - 1];
    retitle(link, partner(list(es, "header"), link), { en: (label) => `Our ${label}`, es: (label) => `${label} de la firma` }, "label");
  });
}
