export const hero = {
  getStarted: "Get Started Today",
  learnMore: { visible: "Learn More", hidden: " about our services" },
  pictureAlt: "An organized desk with tax forms, a calculator and a folder, the New York skyline beyond",
};
