import { describe, expect, it } from "vitest";
import { forAudience } from "./audience";
import { ARTICLE_AUDIENCES } from "../../lib/content/types/markdown";

describe("forAudience", () => {
  it("keeps the English meta line as the content writes it", () => {
    expect(forAudience.en("individuals")).toBe("For individuals");
    expect(forAudience.en("business owners")).toBe("For business owners");
  });

  it("says whom an article is for in Spanish", () => {
    expect(forAudience.es("individuals")).toBe("Para personas");
    expect(forAudience.es("business owners")).toBe("Para dueños de negocios");
  });

  it("has Spanish for every audience an article may have", () => {
    for (const audience of ARTICLE_AUDIENCES) expect(forAudience.es(audience)).not.toContain(audience);
  });
});
