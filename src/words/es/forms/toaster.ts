import type * as en from "../../en/forms/toaster";

export const toaster: typeof en.toaster = { region: "Notificaciones Alt+T", close: "Cerrar" };
