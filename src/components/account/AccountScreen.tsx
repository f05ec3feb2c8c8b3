import type { ComponentProps, ComponentType } from "react";
import PortalSignIn from "./PortalSignIn";
import { useFirm } from "../../hooks/useFirm";

interface AccountScreenProps {
  screen: ComponentProps<typeof PortalSignIn>["page"];
  /** The screen's own form, shown where the firm names no portal. */
  form: ComponentType;
}

/** An account page: where the firm names a client portal, clients sign in there; otherwise the page's form (spec). */
export default function AccountScreen({ screen, form: Form }: AccountScreenProps) {
  const portalUrl = useFirm().portalUrl?.trim();
  return portalUrl ? <PortalSignIn page={screen} portalUrl={portalUrl} /> : <Form />;
}
