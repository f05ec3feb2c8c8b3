export const callToAction = { getStarted: "Get Started Today", explore: "Explore Services" };
