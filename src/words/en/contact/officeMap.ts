export const officeMap = {
  mapTitle: (place: string) => `Map showing our office at ${place}`,
  show: "Show interactive map",
  provider: "The interactive map is provided by OpenStreetMap and loads only when you ask for it.",
  open: "Open the map in a new tab",
};
