export const servicesView = {
  title: "Our Services",
  intro:
    "Tax preparation, accounting and advice for individuals and businesses, each handled by a professional who explains what they are doing and why.",
  letters: { text: "Got a letter from the IRS or New York?", link: "See what it asks, and by when" },
  whatToBring: { text: "Getting your return ready?", link: "See what to bring" },
  quote: {
    title: "Need something that isn't listed?",
    text: "Tell us about your situation and we will put together a quote for the work you need, agreed before anything begins.",
    linkLabel: "Get a Custom Quote",
  },
};
