export const notFound = {
  heading: "We couldn't find that page",
  text: "The address may be mistyped, or the page may have moved.",
  home: "Go to the home page",
  contact: "Contact us",
  title: "Page not found",
  description: "The page you asked for could not be found. Find our services, prices and contact details from the home page.",
};
