import type * as en from "../../en/services/serviceDetail";

export const serviceDetail: typeof en.serviceDetail = {
  keyFeatures: "Características principales",
  inquire: (title: string) => ({ visible: "Solicite información", hidden: ` sobre ${title}` }),
};
