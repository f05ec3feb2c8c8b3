import { graphql, type HeadProps, type PageProps } from "gatsby";
import LettersView from "../components/letters/LettersView";
import Seo from "../components/Seo";
import { languageOfPath } from "../lib/localPaths";
import { letters as enLetters } from "../words/en/pages/letters";
import { letters as esLetters } from "../words/es/pages/letters";

const head = { en: enLetters, es: esLetters };

export default function LettersPage({ data }: PageProps<Queries.LettersPageQuery>) {
  return <LettersView content={data.lettersYaml!} publishedOn={data.site!.buildTime!} />;
}

export const Head = ({ location }: HeadProps<Queries.LettersPageQuery>) => (
  <Seo {...head[languageOfPath(location.pathname)]} path={location.pathname} />
);

export const query = graphql`
  query LettersPage($lang: String = "en") {
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
    }
  }
`;
