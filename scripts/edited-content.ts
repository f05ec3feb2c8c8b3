// Writes "an editor's month": a copy of content/ with the ordinary edits the firm's staff make in the content manager,
// in both languages, each worked example of docs/editing-guide.md among them. The tests build a site from it and run
// the content-reading end-to-end tests against it (e2e/playwright.content.config.ts): a test tied to today's values
// fails there, in CI, before an editor meets it. Entries are chosen by their place or their role, never by today's
// key or title, so that the edits still apply after the editors' own changes. Each content type's edits are in
// scripts/edited-content/, in a module of its own.
// Usage: tsx scripts/edited-content.ts <folder to write> [content folder to start from, content/ by default]
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { editArticles } from "./edited-content/articles";
import { editDeadlines } from "./edited-content/deadlines";
import { editDocuments } from "./edited-content/documents";
import { editFaq } from "./edited-content/faq";
import { editFirm } from "./edited-content/firm";
import { editLetters } from "./edited-content/letters";
import { editLists } from "./edited-content/lists";
import { editNavigation } from "./edited-content/navigation";
import { editPages } from "./edited-content/pages";
import { editPricing } from "./edited-content/pricing";
import { editServices } from "./edited-content/services";

const [target, source = join(__dirname, "..", "content")] = process.argv.slice(2);
if (!target) throw new Error("Usage: tsx scripts/edited-content.ts <folder to write> [content folder]");
rmSync(target, { recursive: true, force: true });
cpSync(source, target, { recursive: true });

editFirm(target);
// The new plan's button asks for the new service.
editPricing(target, editServices(target));
editFaq(target);
editLists(target);
editNavigation(target);
editPages(target);
editDeadlines(target);
editArticles(target);
editLetters(target);
editDocuments(target);
