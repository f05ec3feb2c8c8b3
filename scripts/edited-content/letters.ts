import { editFile, freshKey, list } from "./yaml";

/**
 * Letters: the guide's new notice, CP2501 (the IRS's first letter on income reported to it that a return doesn't
 * show), added first in both languages; its facts from the IRS's page on it. Where the content has CP2501 already, the
 * new notice is given a number no letter has. The IRS's phone number is written the way the firm writes its own.
 */
export function editLetters(folder: string) {
  editFile(folder, "letters/letters.yaml", ({ en, es }) => {
    const letters = list(en, "letters");
    const spanish = list(es, "letters");
    const numbers = letters.flatMap((letter) => [letter.number, ...((letter.otherNumbers as unknown[] | undefined) ?? [])]);
    if (typeof en.irsPhone === "string") en.irsPhone = en.irsPhone.replace(/^(\d{3})-/, "($1) ");
    let number = "CP2501";
    while (numbers.includes(number)) number = `${number}N`;
    const id = freshKey(letters, "cp2501");
    letters.unshift({
      id,
      number,
      sender: "IRS",
      title: "Income reported to the IRS that your return doesn't show",
      summary: "The income or payment information reported to the IRS doesn't match your return. It may raise your tax, lower it, or change nothing.",
      steps: [
        "Read the notice: it says what the IRS received and how to answer.",
        "Fill in the response form, saying whether you agree, and sign it; on a joint return, both spouses sign.",
        "If you disagree, add a signed statement and documents, such as a corrected W-2 or 1099.",
      ],
      dueAction: "Reply",
      dueRule: "the date printed on the letter",
      ifIgnored: "The IRS goes on with its case and sends a CP2000 notice proposing the amount due.",
      officialPage: "https://www.irs.gov/individuals/understanding-your-cp2501-notice",
      sources: [{ title: "Understanding your CP2501 notice", url: "https://www.irs.gov/individuals/understanding-your-cp2501-notice" }],
      reviewed: "2026-11-28",
    });
    spanish.unshift({
      id,
      title: "Ingresos informados al IRS que su declaración no muestra",
      summary:
        "La información de ingresos o pagos que recibió el IRS no coincide con su declaración. Puede aumentar su impuesto, reducirlo o no cambiarlo.",
      steps: [
        "Lea el aviso: indica qué información recibió el IRS y cómo responder.",
        "Complete el formulario de respuesta, indicando si está de acuerdo, y fírmelo; en una declaración conjunta, firman ambos cónyuges.",
        "Si no está de acuerdo, agregue una declaración firmada y documentos, como un W-2 o un 1099 corregido.",
      ],
      dueAction: "Responda",
      ifIgnored: "El IRS sigue adelante con su caso y le envía un aviso CP2000 con el monto que propone.",
    });
  });
}
