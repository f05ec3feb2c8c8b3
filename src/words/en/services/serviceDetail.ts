export const serviceDetail = {
  keyFeatures: "Key features",
  inquire: (title: string) => ({ visible: "Inquire", hidden: ` about ${title}` }),
};
