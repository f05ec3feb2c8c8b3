export const bookingInvite = { lead: "Not sure what you need?", link: "Book a free call" };
