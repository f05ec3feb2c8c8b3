import { graphql } from "gatsby";

/**
 * What TestimonialList shows, as the pages that show it select it (src/pages/index.tsx, about.tsx). Gatsby finds
 * fragments in every file of src/, so no module imports this one: in the view's own file it would reach the
 * content manager's bundle, where the tag is inert.
 */
export const testimonialListFields = graphql`
  fragment TestimonialListFields on Testimonials {
    testimonials {
      id
      quote
      author
      company
    }
  }
`;
