import { css } from "@emotion/react";
import { plainList } from "../ui/plainList";
import Icon from "../icons/Icon";
import { bp, color, fontSize, radius, space } from "../../theme/tokens";
import { useWords } from "../../i18n/PageLanguage";
import { cardSurface } from "../ui/cardSurface";
import type { Testimonial } from "../../lib/content/types/testimonials";
import { testimonialList as words } from "@words/home/testimonialList";

const quoteIconStyle = css({ color: color.gold });
const quoteStyle = css({ margin: 0 });

/** The clients wrote in English (the content's own language): another language's page says its words are a translation. */

const listStyle = css`
  ${plainList};
  display: grid;
  gap: ${space[5]};
  ${bp.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const cardStyle = css`
  height: 100%;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  padding: ${space[6]} ${space[5]};
  ${cardSurface};
  border-radius: ${radius.lg};
  blockquote {
    margin: 0;
    flex: 1;
    font-size: ${fontSize.md};
    color: ${color.ink};
  }
  figcaption {
    font-size: ${fontSize.base};
    color: ${color.inkMuted};
  }
  strong {
    display: block;
    color: ${color.navyDeep};
  }
  small {
    display: block;
    margin-top: ${space[2]};
    font-size: ${fontSize.sm};
    font-style: italic;
  }
`;

/** Client testimonials as quotes with their authors. */
export default function TestimonialList({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const { translated } = useWords(words);
  return (
    <ul css={listStyle}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.author}>
          <figure css={cardStyle}>
            <Icon name="quote" size={32} css={quoteIconStyle} />
            <blockquote>
              <p css={quoteStyle}>{testimonial.quote}</p>
            </blockquote>
            <figcaption>
              <strong>{testimonial.author}</strong>
              {testimonial.company}
              {translated && <small>{translated}</small>}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
