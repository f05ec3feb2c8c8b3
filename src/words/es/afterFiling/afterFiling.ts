import type * as en from "../../en/afterFiling/afterFiling";

export const afterFiling: typeof en.afterFiling = {
  title: "Después de declarar: su reembolso y sus registros",
  description:
    "Dónde seguir su reembolso federal y de Nueva York, cuánto tiempo guardar sus registros de impuestos según el IRS y hasta qué año guardar los de una declaración.",
  intro: "Una vez presentada su declaración, quedan dos cosas: seguir su reembolso y guardar los registros que la respaldan.",
  refunds: {
    heading: "Siga su reembolso",
    intro:
      "Cada agencia tiene su propia herramienta. Ábrala desde aquí o vaya usted mismo al sitio de la agencia, no a través de un resultado de búsqueda ni de un enlace en un mensaje.",
    open: (tool: string) => `Abrir ${tool}`,
    need: "Lo que necesita",
    notes: "Conviene saber",
  },
  records: {
    heading: "Cuánto tiempo guardar sus registros",
    intro:
      "Guarde los registros que respaldan sus ingresos, deducciones y créditos hasta que venza el período de prescripción de la declaración: el tiempo en que puede enmendarla para reclamar un reembolso, o el IRS puede imponerle impuesto adicional.",
    situation: "Cuándo",
    keep: "Guarde los registros",
    federal: "Las reglas del IRS",
    newYork: "Las reglas de Nueva York, donde añaden algo",
  },
  keepUntil: {
    heading: "Hasta cuándo guardar los registros de una declaración",
    intro:
      "Indique una declaración y la regla que le corresponde. Una declaración presentada antes de su fecha de vencimiento se trata como presentada en esa fecha, el año siguiente a su año tributario. Nada de lo que escriba se envía ni se guarda.",
    taxYear: "El año tributario de la declaración",
    taxYearHint: "El año en que se ganaron los ingresos, por ejemplo 2025.",
    filedYear: "El año en que la presentó",
    filedYearHint: "Déjelo vacío si la presentó a tiempo.",
    rule: "Qué le corresponde",
    taxYearProblem: (thisYear: number) => `Escriba un año tributario de 1900 a ${thisYear}.`,
    filedYearProblem: "Escriba un año posterior al año tributario, hasta el año que viene.",
    answer: (taxYear: number, until: number) => `Guarde los registros de su declaración de ${taxYear} hasta ${until} como mínimo.`,
    counted: (years: number, filedYear: number) => `Son ${years} años a partir de la fecha en que la presentó, en ${filedYear}.`,
  },
  whatToBring: "Qué traer para su próxima declaración",
};
