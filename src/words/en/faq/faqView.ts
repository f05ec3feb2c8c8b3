export const faqView = {
  title: "Frequently Asked Questions",
  intro: "Straight answers to the questions we hear most.",
  questions: "Common questions",
  resources: "Helpful resources",
  resourcesIntro: "Official pages from tax authorities and the Small Business Administration.",
  stillTitle: "Still have a question?",
  stillText: "Every situation is different. Ask us and a professional will answer.",
  contact: "Contact Us Directly",
};
