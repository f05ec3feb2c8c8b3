import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { JSON_SCHEMA, dump, load } from "js-yaml";
import { readContentFolder } from "../../src/node/content/contentFolder";
import { baseName, fileNamesIn } from "../../src/lib/content/contentFiles";
import { removeMenuLinks } from "./navigation";
import { fresh } from "../fresh";

const MENUS = "navigation/navigation.yaml";

/** The text of a file, or a link, that leads to the article `name` by its address, in either language. */
const leadsTo = (name: string) => new RegExp(`(^|[\\s("'\\[:])(/es)?/blog/${name}(?![\\w-])`);

/** The front matter of a Markdown page and its text, as a file. */
const markdownFile = (frontMatter: Record<string, unknown>, body: string) =>
  `---\n${dump(frontMatter, { lineWidth: -1, schema: JSON_SCHEMA, forceQuotes: true, quotingType: '"' })}---\n\n${body}\n`;

/**
 * The guide's new article, "keeping-tax-records": in English, and its Spanish, since editors publish both where they
 * can. It shows an image of the site's own, as an editor's upload would be.
 */
const NEW_ARTICLE = {
  name: "keeping-tax-records",
  sources: [
    { title: "How long should I keep records?", url: "https://www.irs.gov/businesses/small-businesses-self-employed/how-long-should-i-keep-records" },
  ],
  en: {
    title: "Keeping Your Tax Records",
    description: "What to keep after you file your return, how long to keep it in general, and when to keep it longer.",
    body: `Good records make a return easier to prepare and to defend. The IRS can ask about a return years after it was filed, and the records are what show that its income, deductions and credits were right.

![The firm's name and mark on a dark blue card](/images/share-card.png)

## What to keep

- Forms W-2 and 1099 and any other statement of income.
- The receipts, invoices and bank statements behind your deductions and credits.
- A copy of each return you filed.

## How long to keep them

In general, keep the records that support a return for three years from the date you filed it. Some situations call for longer, such as a loss from worthless securities or income left off the return: the IRS page below gives each period.

## How [we](/about) can *help*

Bring your records when we prepare your return, and ask us which to keep.`,
  },
  es: {
    title: "Cómo conservar sus registros tributarios",
    description: "Qué documentos guardar después de presentar su declaración, por cuánto tiempo en general y cuándo conviene guardarlos más.",
    body: `Un buen mantenimiento de registros facilita preparar su declaración y defenderla. El IRS puede hacer preguntas sobre una declaración años después de presentada, y los registros son los que muestran que sus ingresos, deducciones y créditos eran correctos.

![El nombre y la marca de la firma en una tarjeta azul oscuro](/images/share-card.png)

## Qué guardar

- Los formularios W-2 y 1099 y cualquier otro comprobante de ingresos.
- Los recibos, las facturas y los estados de cuenta bancarios que respaldan sus deducciones y créditos.
- Una copia de cada declaración que presentó.

## Por cuánto tiempo

En general, guarde los registros que respaldan una declaración durante tres años a partir de la fecha en que la presentó. Algunas situaciones exigen más tiempo, como una pérdida por valores sin valor o ingresos que no se declararon: la página del IRS indicada abajo da cada plazo.

## Cómo podemos ayudarle

Traiga sus registros cuando preparemos su declaración y pregúntenos cuáles conservar.`,
  },
};

/** The first article retitled, in both languages where it has both. */
function retitleFirst(folder: string) {
  for (const language of ["en", "es"] as const) {
    const [first] = fileNamesIn(readContentFolder(folder), `blog/${language}`);
    const path = join(folder, "blog", language, first);
    const suffix = language === "en" ? "a short guide" : "guía breve";
    writeFileSync(
      path,
      readFileSync(path, "utf8").replace(/^title: "?(.*?)"?$/m, (_, title: string) => `title: "${title}: ${suffix}"`),
    );
  }
}

/**
 * The last article that nothing links to by its address removed, in both languages. Where every one is linked (today
 * the footer lists each), the last that only the menus link to, with those links, as an editor withdrawing it does.
 */
function removeOne(folder: string) {
  const content = readContentFolder(folder);
  const linking = (name: string) =>
    [...content].filter(([path, text]) => !path.endsWith(`/${name}.md`) && leadsTo(name).test(text)).map(([path]) => path);
  const names = fileNamesIn(content, "blog/en").map(baseName).reverse();
  const removed = names.find((name) => linking(name).length === 0) ?? names.find((name) => linking(name).every((path) => path === MENUS));
  if (!removed) return;
  for (const language of ["en", "es"]) rmSync(join(folder, "blog", language, `${removed}.md`), { force: true });
  removeMenuLinks(folder, (url) => leadsTo(removed).test(url));
}

/** The front matter of a Markdown page, its dates as text. */
const frontMatterOf = (text: string) => load(text.split(/^---$/m)[1], { schema: JSON_SCHEMA }) as Record<string, unknown>;

/**
 * The new article added, written today, for the readers and by the author of the first one: one of its headings
 * holds a link and an emphasis, which the page shows as their words.
 */
function addOne(folder: string) {
  const content = readContentFolder(folder);
  const pages = (language: string) => fileNamesIn(content, `blog/${language}`).map((file) => frontMatterOf(content.get(`blog/${language}/${file}`)!));
  const names = fileNamesIn(content, "blog/en").map(baseName);
  const [model] = pages("en");
  const name = fresh(names, NEW_ARTICLE.name, (taken) => `${taken}-new`);
  for (const language of ["en", "es"] as const) {
    const { title, description, body } = NEW_ARTICLE[language];
    const taken = pages(language).map((meta) => meta.title);
    const translated = { title: fresh(taken, title, (wanted) => `${wanted} (new)`), description };
    const frontMatter =
      language === "en"
        ? { ...translated, date: new Date().toISOString().slice(0, 10), author: model.author, audience: model.audience, sources: NEW_ARTICLE.sources }
        : translated;
    // The English written as on Windows, its lines ending in CR LF, as an editor's upload may be.
    const file = markdownFile(frontMatter, body);
    writeFileSync(join(folder, "blog", language, `${name}.md`), language === "en" ? file.replace(/\n/g, "\r\n") : file);
  }
}

/** Articles: the first retitled, one removed, a new one added with its Spanish. */
export function editArticles(folder: string) {
  retitleFirst(folder);
  removeOne(folder);
  addOne(folder);
}
