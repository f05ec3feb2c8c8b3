export const toaster = { region: "Notifications Alt+T", close: "close" };
