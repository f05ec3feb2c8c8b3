import type * as en from "../../en/forms/serviceChoices";

export const serviceChoices: typeof en.serviceChoices = {
  // Also the value sent to the firm and the value the prefill matches.
  otherInquiry: "Otra consulta",
  customQuoteRequest: "Solicitud de cotización personalizada",
};
