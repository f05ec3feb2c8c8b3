import type * as en from "../../en/contact/officeMap";

export const officeMap: typeof en.officeMap = {
  mapTitle: (place: string) => `Mapa con la ubicación de nuestra oficina en ${place}`,
  // The Spanish privacy and accessibility notices quote this label exactly.
  show: "Mostrar mapa interactivo",
  provider: "El mapa interactivo es de OpenStreetMap y solo se carga cuando usted lo solicita.",
  // SmartLink adds "(se abre en una pestaña nueva)".
  open: "Ver el mapa en OpenStreetMap",
};
