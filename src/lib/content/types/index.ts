/* Every content type of the site, declared once (see ../declare.ts). */
import type { FileContentType, MarkdownContentType, YamlFolderContentType } from "../declare";
import { about } from "./about";
import { afterFiling } from "./afterFiling";
import { booking } from "./booking";
import { deadlines } from "./deadlines";
import { documents } from "./documents";
import { faq } from "./faq";
import { firm } from "./firm";
import { home } from "./home";
import { letters } from "./letters";
import { articles, notices } from "./markdown";
import { navigation } from "./navigation";
import { pricing } from "./pricing";
import { resources } from "./resources";
import { services } from "./services";
import { taxYears } from "./taxYears";
import { testimonials } from "./testimonials";

/** The YAML files, in the order of the content manager's collections. */
export const FILE_TYPES: readonly FileContentType[] = [
  firm,
  navigation,
  services,
  pricing,
  faq,
  resources,
  testimonials,
  deadlines,
  home,
  about,
  booking,
  letters,
  documents,
  afterFiling,
];

/** The folders of YAML files, one object each (a tax year's figures), after the files in the content manager. */
export const YAML_FOLDER_TYPES: readonly YamlFolderContentType[] = [taxYears];

/** The folders of Markdown pages, in the order of the content manager's collections. */
export const MARKDOWN_TYPES: readonly MarkdownContentType[] = [articles, notices];

export { articles, notices };
