import { css } from "@emotion/react";
import type { ComponentType, ReactElement, ReactNode } from "react";
import PreviewFrame from "./PreviewFrame";
import PreviewBoundary from "./PreviewBoundary";
import HomeView from "../components/home/HomeView";
import AboutView from "../components/about/AboutView";
import ServicesView from "../components/services/ServicesView";
import PricingView from "../components/pricing/PricingView";
import FaqView from "../components/faq/FaqView";
import TestimonialList from "../components/testimonials/TestimonialList";
import ContactDetails from "../components/contact/ContactDetails";
import Stats from "../components/about/Stats";
import Container from "../components/ui/Container";
import ArticleView from "../components/articles/ArticleView";
import LegalView from "../components/legal/LegalView";
import DeadlinesView, { type DeadlinesContent } from "../components/deadlines/DeadlinesView";
import LettersView from "../components/letters/LettersView";
import type { LettersContent } from "../components/letters/letterTypes";
import WhatToBringView from "../components/whatToBring/WhatToBringView";
import AfterFilingView from "../components/afterFiling/AfterFilingView";
import type { AfterFiling } from "../lib/content/types/afterFiling";
import { ANSWERS } from "../lib/whatToBring/answers";
import type { Documents } from "../lib/content/types/documents";
import type { Firm } from "../hooks/useFirm";
import { color, space } from "../theme/tokens";
import { toIsoDate } from "../lib/dates";
import { localIsoDate } from "../lib/deadlines";
import { withTranslation } from "../lib/content/translation";
import { FIRST_LANGUAGE, LANGUAGES } from "../lib/languages";
import { PageLanguageProvider } from "../i18n/PageLanguage";
import { FILE_TYPES, MARKDOWN_TYPES, YAML_FOLDER_TYPES } from "../lib/content/types";
import { isYamlMap, type YamlMap } from "../lib/content/yaml";
import type { About } from "../lib/content/types/about";
import type { Faq, Question } from "../lib/content/types/faq";
import type { Home } from "../lib/content/types/home";
import type { ArticleMeta, NoticeMeta } from "../lib/content/types/markdown";
import type { Pricing } from "../lib/content/types/pricing";
import type { Resource, Resources } from "../lib/content/types/resources";
import type { Service, Services } from "../lib/content/types/services";
import type { Testimonial, Testimonials } from "../lib/content/types/testimonials";

const statsPanelStyle = css({ marginTop: space[7], padding: space[6], background: color.navy, borderRadius: "16px" });

/** The published content the previews of other files need (the firm's phone, the services…), fixed at admin build time. */
declare const __PUBLISHED__: {
  firm: Firm;
  services: readonly Service[];
  testimonials: readonly Testimonial[];
  resources: readonly Resource[];
  questions: readonly Question[];
  about: About;
};

/** Content as the editor may have left it: the fields K not filled in yet (a list with no entry, a new page's title). */
type Unfilled<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

interface Immutable {
  getIn(path: string[]): { toJS(): unknown } | undefined;
}

/**
 * What Decap passes a preview template: the entry being edited (an Immutable map), the language being edited,
 * the frame's document, and the rendered widgets. Decap 3.6 also passes its whole state, which holds the
 * English beside a translation being previewed.
 */
export interface PreviewProps {
  entry: Immutable;
  collection?: { get(key: "name"): string };
  locale?: string;
  state?: { entryDraft?: Immutable };
  document: Document;
  widgetFor: (field: string) => ReactNode;
}

/**
 * The content previewed, in the language being edited. For a translation, Decap hands over only its texts;
 * the English being edited beside it gives the rest (prices, links), as the build does (contentIn).
 */
function dataOf<T>(props: PreviewProps): T {
  const own = (props.entry.getIn(["data"])?.toJS() ?? {}) as YamlMap;
  const language = LANGUAGES.find((code) => code === props.locale);
  const type = [...FILE_TYPES, ...YAML_FOLDER_TYPES, ...MARKDOWN_TYPES].find(({ name }) => name === props.collection?.get("name"));
  const english = props.state?.entryDraft?.getIn(["entry", "data"])?.toJS();
  if (!language || language === FIRST_LANGUAGE || !type || !isYamlMap(english)) return own as T;
  // (A Markdown page's text is shown by Decap's own widget, from the language being edited.)
  return withTranslation(type.fields, english, own) as T;
}

/** One preview per content file: the entry being edited, rendered by the same view the site uses. */
function preview<T>(render: (data: T, props: PreviewProps) => ReactElement): ComponentType<PreviewProps> {
  return function Preview(props: PreviewProps) {
    // The page's own words in the language being edited ("Más popular" beside a Spanish plan).
    const lang = LANGUAGES.find((code) => code === props.locale) ?? FIRST_LANGUAGE;
    return (
      <PreviewFrame document={props.document}>
        <PageLanguageProvider value={{ lang, alternates: {} }}>
          <PreviewBoundary>{render(dataOf<T>(props), props)}</PreviewBoundary>
        </PageLanguageProvider>
      </PreviewFrame>
    );
  };
}

const published = __PUBLISHED__;
const padded = { paddingBlock: space[7] };

export const previews: Record<string, ComponentType<PreviewProps>> = {
  home: preview<Home>((home) => (
    <HomeView home={home} services={published.services} testimonials={published.testimonials} phone={published.firm.phone} />
  )),
  about: preview<About>((about) => (
    <AboutView about={about} testimonials={published.testimonials} foundedYear={published.firm.foundedYear} claims={published.firm.claims} />
  )),
  services: preview<Unfilled<Services, "services">>(({ services }) => <ServicesView services={services ?? []} />),
  pricing: preview<Unfilled<Pricing, "sections" | "finder">>(({ sections, finder }) => (
    <PricingView sections={sections ?? []} finder={{ title: "", intro: "", questions: [], rules: [], ...finder }} />
  )),
  faq: preview<Unfilled<Faq, "questions">>(({ questions }) => <FaqView questions={questions ?? []} resources={published.resources} />),
  resources: preview<Unfilled<Resources, "resources">>(({ resources }) => <FaqView questions={published.questions} resources={resources ?? []} />),
  testimonials: preview<Unfilled<Testimonials, "testimonials">>(({ testimonials }) => (
    <Container css={padded}>
      <TestimonialList testimonials={testimonials ?? []} />
    </Container>
  )),
  blog: preview<ArticleMeta>((article, { widgetFor }) => (
    <ArticleView {...article} date={toIsoDate(article.date)}>
      {widgetFor("body")}
    </ArticleView>
  )),
  legal: preview<Unfilled<NoticeMeta, "title">>(({ title, date }, { widgetFor }) => (
    <LegalView title={title ?? ""} date={toIsoDate(date)}>
      {widgetFor("body")}
    </LegalView>
  )),
  deadlines: preview<Unfilled<DeadlinesContent, "deadlines">>((content) => (
    <DeadlinesView content={{ ...content, deadlines: content.deadlines ?? [] }} publishedOn={localIsoDate(new Date())} />
  )),
  // The editor types a letter's number and a date in the preview to see its answer, as a visitor does.
  letters: preview<Unfilled<LettersContent, "letters" | "answeredBy" | "irsPhone" | "unknownLetterSources" | "scamCheckSources">>((content) => (
    <LettersView
      content={{
        answeredBy: content.answeredBy ?? "",
        irsPhone: content.irsPhone ?? "",
        letters: content.letters ?? [],
        unknownLetterSources: content.unknownLetterSources ?? [],
        scamCheckSources: content.scamCheckSources ?? [],
      }}
      publishedOn={localIsoDate(new Date())}
    />
  )),
  documents: preview<Unfilled<Documents, "documents">>((content) => (
    <WhatToBringView
      content={{ taxYear: content.taxYear, reviewed: content.reviewed, documents: content.documents ?? [] }}
      firm={__PUBLISHED__.firm}
      carriedAnswers={() => ANSWERS}
    />
  )),
  afterFiling: preview<Unfilled<AfterFiling, "refunds" | "records" | "newYorkRecords">>((content) => (
    <AfterFilingView
      content={{
        reviewed: content.reviewed,
        refunds: content.refunds ?? [],
        records: content.records ?? [],
        newYorkRecords: content.newYorkRecords ?? [],
      }}
      thisYear={new Date().getFullYear()}
    />
  )),
  firm: preview<Unfilled<Firm, "claims">>((firm) => (
    <Container css={padded}>
      <ContactDetails {...firm} />
      <div css={statsPanelStyle}>
        <Stats foundedYear={firm.foundedYear} yearsLabel={published.about.stats.yearsLabel} claims={firm.claims ?? []} />
      </div>
    </Container>
  )),
};
