export const servicesOverview = { exploreAll: "Explore all services" };
