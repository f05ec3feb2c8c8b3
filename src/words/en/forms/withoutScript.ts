/** Under a form's button where the browser runs no script: the form cannot be sent, and how else to reach the firm. */
export const withoutScript = {
  before: "This form is sent by JavaScript, which your browser is not running. Call us at ",
  between: " or write to ",
  after: ".",
};
