import { editFile, list, partner } from "./yaml";

/**
 * Firm details: a new phone, e-mail and chat number; a day opens half an hour earlier and carries a note; one way of
 * serving in Spanish less (the guide: "Editing the firm's phone, e-mail, address and hours").
 */
export function editFirm(folder: string) {
  editFile(folder, "firm/firm.yaml", ({ en, es }) => {
    Object.assign(en, { phone: "(888) 555-0199", email: "hello@example.org" });
    (en.chat as Record<string, unknown>).number = "12125550188";
    const open = list(en, "hours", "days").find((day) => day.opens)!;
    Object.assign(open, { opens: "08:30", note: "longer hours in tax season" });
    partner(list(es, "hours", "days"), open)!.note = "horario extendido en temporada de impuestos";
    const spanish = en.spanishService as string[] | undefined;
    if (spanish && spanish.length > 1) spanish.pop();
  });
}
