export const documentsNotice = {
  label: "Your personal information",
  warning: "Please do not type a Social Security number, an ITIN or any document into a form on this site or into an e-mail to us.",
  withPortal: { before: "We exchange documents only through our ", link: "secure client portal", after: ", or in person at our office." },
  withoutPortal: "We exchange documents in person at our office, or by a secure link we send you.",
};
