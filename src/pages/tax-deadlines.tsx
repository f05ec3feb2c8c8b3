import { graphql, type HeadProps, type PageProps } from "gatsby";
import DeadlinesView from "../components/deadlines/DeadlinesView";
import Seo from "../components/Seo";
import { useSiteUrl } from "../hooks/useSiteUrl";
import type { Translations } from "../i18n/PageLanguage";
import { withEnglishTitles } from "../lib/deadlines";
import { languageOfPath } from "../lib/localPaths";
import { deadlinesPageJsonLd } from "../lib/structuredData";

/**
 * The page's data. `deadlinesEn` (the English titles, which name each deadline's anchor and calendar event in
 * every language) is written out here until the build's type generation next runs and adds it to the query's type.
 */
type Data = Queries.TaxDeadlinesPageQuery & {
  readonly deadlinesEn?: { readonly deadlines: ReadonlyArray<{ readonly title: string }> } | null;
};

export default function TaxDeadlinesPage({ data }: PageProps<Data>) {
  const content = data.deadlinesYaml!;
  const deadlines = withEnglishTitles(content.deadlines, data.deadlinesEn?.deadlines ?? []);
  return <DeadlinesView content={{ ...content, deadlines }} publishedOn={data.site!.buildTime!} />;
}

const words = {
  en: {
    title: (taxYear) => `Tax Deadlines ${taxYear}`,
    description: (taxYear) =>
      `The federal and New York deadlines of tax year ${taxYear} for individuals, businesses and employers: the next one first, our cut-offs, and calendar files.`,
  },
  es: {
    title: (taxYear) => `Fechas límite de impuestos ${taxYear}`,
    description: (taxYear) =>
      `Fechas límite federales y de Nueva York del año tributario ${taxYear} para personas, negocios y empleadores: primero la próxima, con archivos de calendario.`,
  },
} satisfies Translations<{ title: (taxYear: number) => string; description: (taxYear: number) => string }>;

export const Head = ({ data, location }: HeadProps<Data>) => {
  const language = languageOfPath(location.pathname);
  const { taxYear, reviewed } = data.deadlinesYaml!;
  const title = words[language].title(taxYear);
  const description = words[language].description(taxYear);
  const jsonLd = deadlinesPageJsonLd({ title, description, path: location.pathname, reviewed }, useSiteUrl(), language);
  return <Seo title={title} description={description} path={location.pathname} jsonLd={[jsonLd]} />;
};

export const query = graphql`
  query TaxDeadlinesPage($lang: String = "en") {
    site {
      buildTime(formatString: "YYYY-MM-DD")
    }
    deadlinesYaml: deadlines(lang: { eq: $lang }) {
      taxYear
      intro
      reviewed(formatString: "YYYY-MM-DD")
      deadlines {
        title
        date(formatString: "YYYY-MM-DD")
        confirmed
        audience
        form
        due
        who
        cutoff(formatString: "YYYY-MM-DD")
        send
        source
        sourceLabel
      }
    }
    deadlinesEn: deadlines(lang: { eq: "en" }) {
      deadlines {
        title
      }
    }
  }
`;
