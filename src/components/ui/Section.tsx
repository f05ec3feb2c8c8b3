import type { ReactNode } from "react";
import { css } from "@emotion/react";
import Container from "./Container";
import HydrateInOwnTask from "../../performance/HydrateInOwnTask";
import { slugify } from "../../lib/slug";
import { color, fontSize, space, bp } from "../../theme/tokens";

type Tone = "plain" | "tinted" | "dark";

const sectionStyle = css`
  padding-block: ${space[8]};
  ${bp.md} {
    padding-block: ${space[9]};
  }
`;

/** A section's style in each tone, made once: a `css` array is serialised again at each render. */
const toneStyle: Record<Tone, ReturnType<typeof css>> = {
  plain: sectionStyle,
  tinted: css`
    ${sectionStyle};
    background: ${color.surface};
    border-block: 1px solid ${color.line};
  `,
  dark: css`
    ${sectionStyle};
    --color-focus: var(--color-focusOnDark);
    background: ${color.navy};
    color: ${color.onDarkText};
    h2,
    h3 {
      color: ${color.onDark};
    }
    a {
      color: ${color.goldOnDark};
    }
  `,
};

const introStyle = css`
  max-width: 44rem;
  margin: 0 auto ${space[7]};
  text-align: center;
  p {
    font-size: ${fontSize.lg};
    color: inherit;
    opacity: 0.92;
  }
`;

interface SectionProps {
  id?: string;
  /** The section's heading; it also names the section for assistive technology. */
  title: string;
  intro?: ReactNode;
  tone?: Tone;
  children?: ReactNode;
}

/** A page band with a centred h2 heading and optional intro. */
export default function Section({ id, title, intro, tone = "plain", children }: SectionProps) {
  const headingId = `${id ?? slugify(title)}-heading`;
  return (
    <HydrateInOwnTask>
      <section id={id} aria-labelledby={headingId} css={toneStyle[tone]}>
        <Container>
          <div css={introStyle}>
            <h2 id={headingId}>{title}</h2>
            {intro && <p>{intro}</p>}
          </div>
          {children}
        </Container>
      </section>
    </HydrateInOwnTask>
  );
}
