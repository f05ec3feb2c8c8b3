import { css } from "@emotion/react";
import { plainList } from "../ui/plainList";
import Section from "../ui/Section";
import ButtonLink from "../ui/ButtonLink";
import ServiceCard, { type ServiceSummary } from "../services/ServiceCard";
import { bp, space } from "../../theme/tokens";
import { useWords } from "../../i18n/PageLanguage";
import { servicesOverview as words } from "@words/home/servicesOverview";

const allServicesStyle = css({ textAlign: "center", marginTop: space[6] });

const gridStyle = css`
  ${plainList};
  display: grid;
  gap: ${space[5]};
  ${bp.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${bp.nav} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

interface ServicesOverviewProps {
  title: string;
  intro: string;
  services: readonly ServiceSummary[];
}

/** The home page's grid of every service, in brief. */
export default function ServicesOverview({ title, intro, services }: ServicesOverviewProps) {
  const { exploreAll } = useWords(words);
  return (
    <Section title={title} intro={intro}>
      <ul css={gridStyle}>
        {services.map((service) => (
          <li key={service.id}>
            <ServiceCard {...service} />
          </li>
        ))}
      </ul>
      <div css={allServicesStyle}>
        <ButtonLink to="/services" variant="secondary">
          {exploreAll}
        </ButtonLink>
      </div>
    </Section>
  );
}
