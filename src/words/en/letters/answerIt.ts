export const answerIt = {
  title: "Rather not answer it alone?",
  text: "A professional of ours reads the letter with you, tells you what it changes, and answers it for you before its date.",
  link: "Have us answer it",
};
