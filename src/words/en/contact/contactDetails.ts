export const contactDetails = {
  phone: "Phone (toll-free)",
  email: "Email",
  office: "Office",
  hours: (timezone: string) => `Business hours (${timezone})`,
};
