import { PLANNING_SERVICE_KEY } from "../../src/lib/tax/estimatedPayments";
import { editFile, freshKey, freshTitle, list, move, partner, readSides, remove, retitle } from "./yaml";

/** The services a link or a page asks for by key: the plans' buttons, the paid consultation, the tax estimate's plan. */
function referencedServices(folder: string): Set<string> {
  const plans = list(readSides(folder, "pricing/pricing.yaml").en, "sections").flatMap((section) => list(section, "plans"));
  const booking = readSides(folder, "booking/booking.yaml").en;
  return new Set([
    ...plans.map((plan) => /service=([^&]+)/.exec((plan.cta as Record<string, string>).link)?.[1] ?? ""),
    (booking.paid as Record<string, string>).service,
    PLANNING_SERVICE_KEY,
  ]);
}

/**
 * Services: the last one that no link or page asks for removed; every other retitled, in both languages; the last
 * moved third; a new one added first (the guide's "tax-resolution", or a variant where the content has it). Gives
 * the new service's key, which the new plan's button asks for.
 */
export function editServices(folder: string): string {
  const referenced = referencedServices(folder);
  let newKey = "";
  editFile(folder, "services/services.yaml", ({ en, es }) => {
    const services = list(en, "services");
    const spanish = list(es, "services");
    const removable = [...services].reverse().find(({ id }) => !referenced.has(id));
    if (removable) remove(services, spanish, removable);
    for (const service of services)
      retitle(service, partner(spanish, service), { en: (title) => `${title} and Advice`, es: (title) => `${title} y asesoría` });
    move(services, services.length - 1, 2);
    newKey = freshKey(services, "tax-resolution");
    services.unshift({
      id: newKey,
      title: freshTitle(services, "Tax Resolution"),
      summary: "Help with IRS notices, payment plans and back taxes, from the first letter to the last payment.",
      description: "We read the notice with you, answer the IRS on your behalf and set up the payment plan that fits.",
      features: ["Reply to IRS notices", "Payment plans", "Unfiled years brought up to date"],
      accent: services[0].accent,
      icon: services[0].icon,
    });
    spanish.unshift({
      id: newKey,
      title: freshTitle(spanish, "Resolución de problemas tributarios"),
      summary: "Ayuda con avisos del IRS, planes de pago e impuestos atrasados, desde la primera carta hasta el último pago.",
      description: "Leemos el aviso con usted, respondemos al IRS en su nombre y preparamos el plan de pagos adecuado.",
      features: ["Respuesta a avisos del IRS", "Planes de pago", "Declaraciones atrasadas al día"],
    });
  });
  return newKey;
}
