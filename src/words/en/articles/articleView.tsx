import { type ReactNode } from "react";

export const articleView = {
  articles: "Articles",
  byline: (author: string, date: ReactNode) => (
    <>
      By {author} · {date}
    </>
  ),
  ctaTitle: "Questions about your own situation?",
  ctaText: "Every return is different. Tell us what you need and a professional will get back to you.",
  contact: "Contact us",
};
