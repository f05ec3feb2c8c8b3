import { graphql, type HeadProps, type PageProps } from "gatsby";
import LettersView from "../components/letters/LettersView";
import Seo from "../components/Seo";
import { useSiteUrl } from "../hooks/useSiteUrl";
import { compareIsoDates } from "../lib/businessDays";
import { linkIn } from "../lib/links";
import { languageOfPath } from "../lib/localPaths";
import { reviewedPageJsonLd } from "../lib/structuredData";
import { letters as head } from "@words/pages/letters";
import { wordsIn } from "../i18n/inEveryLanguage";

export default function LettersPage({ data }: PageProps<Queries.LettersPageQuery>) {
  return <LettersView content={data.lettersYaml!} publishedOn={data.site!.buildTime!} />;
}

export const Head = ({ data, location }: HeadProps<Queries.LettersPageQuery>) => {
  const language = languageOfPath(location.pathname);
  const { title, description } = wordsIn(language, head);
  const { letters } = data.lettersYaml!;
  // The page is as recent as its most recently checked letter.
  const reviewed = letters
    .map((letter) => letter.reviewed)
    .sort(compareIsoDates)
    .at(-1)!;
  const about = letters.map((letter) => ({
    name: `${letter.number}: ${letter.title}`,
    url: linkIn({ url: letter.officialPage, urlEs: letter.officialPageEs }, language).href,
  }));
  const jsonLd = reviewedPageJsonLd({ title, description, path: location.pathname, reviewed, about }, useSiteUrl(), language);
  return <Seo title={title} description={description} path={location.pathname} jsonLd={[jsonLd]} />;
};

export const query = graphql`
  query LettersPage($lang: String!) {
    site {
      buildTime(formatString: "YYYY-MM-DD")
    }
    lettersYaml: letters(lang: { eq: $lang }) {
      answeredBy
      letters {
        id
        number
        otherNumbers
        sender
        title
        summary
        steps
        dueAction
        dueRule
        dueDays
        nextBusinessDay
        ifIgnored
        officialPage
        officialPageEs
        sources {
          title
          url
          urlEs
        }
        reviewed(formatString: "YYYY-MM-DD")
      }
      irsPhone
      unknownLetterSources {
        title
        url
        urlEs
      }
      scamCheckSources {
        title
        url
        urlEs
      }
    }
  }
`;
