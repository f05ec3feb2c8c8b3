/** The firm's addresses (content/firm/firm.yaml) that a client's services open, set or not. */
export interface ClientServiceLinks {
  uploadUrl?: string | null;
  portalUrl?: string | null;
  paymentUrl?: string | null;
}

/** Where "Send us documents" and "Pay an invoice" lead, where the firm has set them. */
export interface ClientServices {
  /** The secure upload link, or else the document portal: where documents are sent, never this site. */
  upload?: string;
  /** The firm's hosted payment page. */
  payment?: string;
}

function set(address: string | null | undefined) {
  const trimmed = address?.trim();
  if (!trimmed) return undefined;
  return trimmed;
}

/** The services a client can open from this site; those the firm leaves unset are left out. */
export function clientServices(firm: ClientServiceLinks): ClientServices {
  return { upload: set(firm.uploadUrl) ?? set(firm.portalUrl), payment: set(firm.paymentUrl) };
}
