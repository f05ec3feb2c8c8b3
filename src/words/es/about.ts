import type * as en from "../en/about";

export const aboutView: typeof en.aboutView = {
  storyAlt: "Un escritorio tranquilo con un libro de contabilidad y una taza, frente al horizonte de Manhattan",
};

export const credentials: typeof en.credentials = { verify: "Verifíquelo usted mismo" };

export const stats: typeof en.stats = { figure: (value: string) => value.replace(/\bhrs?\b/gi, "horas") };
