import { describe, expect, it } from "vitest";
import { documentsNotice } from "./documentsNotice";
import { LANGUAGES } from "../languages";
import { documentsNotice as en } from "../../words/en/forms/documentsNotice";
import { documentsNotice as es } from "../../words/es/forms/documentsNotice";

const words = { en, es };

const sentence = ({ exchange }: ReturnType<typeof documentsNotice>) => `${exchange.before}${exchange.link ?? ""}${exchange.after}`;

describe("documentsNotice", () => {
  it("says, in each language, never to type an SSN, an ITIN or a document", () => {
    expect(documentsNotice(undefined, en).warning).toMatch(/do not type a Social Security number, an ITIN or any document/);
    expect(documentsNotice(undefined, es).warning).toMatch(/no escriba un número de Seguro Social, un ITIN ni ningún documento/);
  });

  it("sends documents to the firm's portal, or in person, where a portal is set", () => {
    const english = documentsNotice("https://portal.example.com/tallyfield", en);
    expect(english.exchange.link).toBe("secure client portal");
    expect(sentence(english)).toBe("We exchange documents only through our secure client portal, or in person at our office.");
    expect(documentsNotice("https://portal.example.com/tallyfield", es).exchange.link).toBe("portal seguro para clientes");
  });

  it("says in person or by a secure link where no portal is set", () => {
    for (const unset of [undefined, null, "", " "]) {
      const notice = documentsNotice(unset, en);
      expect(notice.exchange.link).toBeUndefined();
      expect(sentence(notice)).toBe("We exchange documents in person at our office, or by a secure link we send you.");
    }
    expect(sentence(documentsNotice(null, es))).toBe(
      "Intercambiamos documentos en persona en nuestra oficina o mediante un enlace seguro que le enviamos.",
    );
  });

  it("has every word in every language", () => {
    for (const language of LANGUAGES) {
      const notice = documentsNotice("https://portal.example.com", words[language]);
      expect(notice.label && notice.warning && notice.exchange.before && notice.exchange.link && notice.exchange.after).toBeTruthy();
    }
  });
});
