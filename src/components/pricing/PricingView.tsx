import PageHeader from "../ui/PageHeader";
import Container from "../ui/Container";
import QuoteBand from "../ui/QuoteBand";
import EstimatorInvite from "../taxEstimator/EstimatorInvite";
import PricingSection, { comparisonAnchor } from "./PricingSection";
import PlanFinderInvite from "../planFinder/PlanFinderInvite";
import HydrateInOwnTask from "../../performance/HydrateInOwnTask";
import type { PricingSection as PricingSectionContent } from "../../lib/content/types/pricing";
import type { PlanFinder } from "../../lib/content/types/planFinder";
import { space } from "../../theme/tokens";
import { useWords, type Translations } from "../../i18n/PageLanguage";

const words = {
  en: {
    title: "Pricing",
    intro: "Clear, flat fees for the work most clients need. We confirm the price with you before any work begins.",
    quote: {
      title: "Looking for something different?",
      text: "If your situation needs a mix of services or ongoing support, we will prepare a quote for exactly that.",
      linkLabel: "Request Custom Quote",
    },
  },
  es: {
    title: "Precios",
    intro:
      "Tarifas fijas y claras para el trabajo que necesita la mayoría de nuestros clientes. Confirmamos el precio con usted antes de comenzar cualquier trabajo.",
    quote: {
      title: "¿Busca algo diferente?",
      text: "Si su situación requiere una combinación de servicios o apoyo continuo, le prepararemos una cotización a su medida.",
      linkLabel: "Solicitar una cotización personalizada",
    },
  },
} satisfies Translations<{ title: string; intro: string; quote: { title: string; text: string; linkLabel: string } }>;

/** The pricing page from its content alone: the page and the CMS preview both render it. */
export default function PricingView({ sections, finder }: { sections: readonly PricingSectionContent[]; finder: PlanFinder }) {
  const { title, intro, quote } = useWords(words);
  const compared = sections.find((section) => (section.comparedRows ?? []).length > 0);
  return (
    <>
      <PageHeader title={title}>{intro}</PageHeader>
      <Container css={{ paddingBlock: space[7] }}>
        <EstimatorInvite css={{ marginBottom: space[5] }} />
        <PlanFinderInvite
          finder={finder}
          sections={sections}
          comparison={compared && `#${comparisonAnchor(compared.id)}`}
          css={{ marginBottom: space[7] }}
        />
        {sections.map((section) => (
          <HydrateInOwnTask key={section.id}>
            <PricingSection {...section} />
          </HydrateInOwnTask>
        ))}
        <QuoteBand {...quote} />
      </Container>
    </>
  );
}
