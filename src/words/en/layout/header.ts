export const header = {
  menu: "Menu",
  navigation: "Main",
  /** The button of the menu of the page's other languages, where there are more than one. */
  languages: "Languages",
};
