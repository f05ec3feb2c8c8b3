import { editFile, freshKey, freshTitle, list, partner, remove, retitle } from "./yaml";

/**
 * FAQ: the guide's new question, "estimated-payments", added first, and a second whose answer holds the first's
 * whole (the tests find an answer whole); the last one removed; one reworded.
 */
export function editFaq(folder: string) {
  editFile(folder, "faq/faq.yaml", ({ en, es }) => {
    const questions = list(en, "questions");
    const spanish = list(es, "questions");
    remove(questions, spanish, questions[questions.length - 1]);
    retitle(
      questions[1],
      partner(spanish, questions[1]),
      { en: (question) => `${question.replace(/\?$/, "")}, in short?`, es: (question) => `${question.replace(/\?$/, "")}, en pocas palabras?` },
      "question",
    );
    const questionKey = freshKey(questions, "estimated-payments");
    questions.unshift({
      id: questionKey,
      question: freshTitle(questions, "Do I need to make estimated tax payments?", "question"),
      answer:
        "If you expect to owe tax that withholding will not cover, such as on self-employment income, you may need to pay during the year. We work out the amounts with you.",
      category: questions[0].category,
    });
    spanish.unshift({
      id: questionKey,
      question: freshTitle(spanish, "¿Debo hacer pagos de impuesto estimado?", "question"),
      answer:
        "Si espera deber impuestos que la retención no cubre, como sobre ingresos de trabajo por cuenta propia, quizás deba pagar durante el año. Calculamos los montos con usted.",
    });
    const remindersKey = freshKey(questions, "estimated-payment-reminders");
    questions.splice(1, 0, {
      id: remindersKey,
      question: freshTitle(questions, "Do you remind me of my estimated payments?", "question"),
      answer: `${String(questions[0].answer)} We also remind you before each due date.`,
      category: questions[0].category,
    });
    spanish.splice(1, 0, {
      id: remindersKey,
      question: freshTitle(spanish, "¿Me recuerdan mis pagos de impuesto estimado?", "question"),
      answer: `${String(spanish[0].answer)} También le avisamos antes de cada fecha de vencimiento.`,
    });
  });
}
