import type * as en from "../../en/estimator/estimator";

export const estimator: typeof en.estimator = {
  title: (year) => `Estimación de impuestos ${year}`,
  description: (year) =>
    `Su reembolso o saldo federal de ${year}, línea por línea como en el Formulario 1040, con las cifras del IRS. Privado: nada de lo que escriba sale de su navegador.`,
  intro: (year) =>
    `¿Cuánto deberá por ${year}, o cuánto le devolverán? Escriba lo que sabe por sus talones de pago y su última declaración: la estimación sigue el Formulario 1040 línea por línea, con las cifras del IRS para ${year} (la declaración que presentará en ${year + 1}).`,
  privacy:
    "Privado por diseño: lo que escriba se queda en esta pestaña del navegador. No se envía a nosotros ni a nadie, y se olvida al cerrar la pestaña.",
  formHeading: "Su año",
  sections: {
    household: "Su hogar",
    dependents: "Dependientes",
    income: (who) => (who === "filer" ? "Sus ingresos" : "Ingresos de su cónyuge"),
    otherIncome: "Otros ingresos",
    deductions: "Deducciones",
    payments: "Impuestos ya pagados",
    outOfScope: "¿Algo más en su año?",
  },
  filingStatus: {
    legend: "Estado civil para efectos de la declaración",
    options: {
      single: "Soltero",
      marriedJointly: "Casado que presenta una declaración conjunta",
      marriedSeparately: "Casado que presenta una declaración por separado",
      headOfHousehold: "Cabeza de familia",
      qualifyingSurvivingSpouse: "Cónyuge sobreviviente que reúne los requisitos",
    },
  },
  residence: {
    legend: (year) => `Dónde vivió en ${year}`,
    options: {
      newYorkCity: "En la Ciudad de Nueva York (el Bronx, Brooklyn, Manhattan, Queens o Staten Island)",
      newYorkState: "En el Estado de Nueva York, fuera de la Ciudad de Nueva York",
      elsewhere: "En otro lugar (solo la estimación federal)",
    },
  },

  people: { filer: "Usted", spouse: "Su cónyuge" },
  personFacts: {
    age65OrOlder: (year) => `65 años o más al final de ${year} (nació antes del 2 de enero de ${year - 64})`,
    blind: () => "Es ciego",
    validSsn: () => "Tiene un número de Seguro Social válido para trabajar",
  },
  spouseSeparately: "Cuente la edad y la ceguera de su cónyuge solo si su cónyuge no tuvo ingresos y no presenta declaración.",
  personAmounts: {
    wages: {
      label: "Salarios, sueldos y propinas",
      hint: "Casilla 1 del Formulario W-2, por todo el año: lo que ha ganado hasta ahora y lo que falta.",
    },
    selfEmploymentProfit: {
      label: "Ganancia neta del trabajo por cuenta propia",
      hint: "Los ingresos de su negocio menos sus gastos (Anexo C). Escriba 0 si tuvo pérdida.",
    },
    qualifiedTips: { label: "Propinas calificadas", hint: "Propinas en un trabajo donde se acostumbra recibirlas, ya contadas arriba." },
    overtimePremium: {
      label: "Paga por horas extras calificada",
      hint: "Solo la mitad adicional de la paga de horas extras a tiempo y medio, ya contada en los salarios.",
    },
  },
  fields: {
    childrenUnder17WithSsn: {
      label: "Hijos menores de 17 años con número de Seguro Social",
      hint: "Hijos calificados menores de 17 años al final del año.",
    },
    childrenUnder17WithoutSsn: {
      label: "Hijos menores de 17 años sin él",
      hint: "Por ejemplo, con un ITIN: cuentan para el crédito por otros dependientes.",
    },
    otherDependents: { label: "Otros dependientes", hint: "Un hijo de 17 años o más, un padre u otro familiar que usted mantiene." },
    otherDependentsQualifyingForEic: {
      label: "De ellos, hijos menores de 19 años o estudiantes menores de 24",
      hint: "Que vivieron con usted más de la mitad del año, con número de Seguro Social: cuentan para el crédito por ingreso del trabajo.",
    },
    interest: { label: "Interés tributable", hint: "Casilla 1 del Formulario 1099-INT." },
    ordinaryDividends: {
      label: "Dividendos ordinarios",
      hint: "Casilla 1a del Formulario 1099-DIV. Si algunos son dividendos calificados (casilla 1b), márquelo abajo.",
    },
    unemployment: { label: "Compensación por desempleo", hint: "Casilla 1 del Formulario 1099-G." },
    carLoanInterest: {
      label: "Interés de un préstamo de vehículo",
      hint: "De un vehículo nuevo ensamblado en los Estados Unidos, comprado después de 2024 para uso personal.",
    },
    stateAndLocalTaxes: {
      label: "Impuestos estatales y locales",
      hint: "Impuestos estatales y locales sobre el ingreso (o sobre las ventas) y sobre la propiedad pagados en el año.",
    },
    mortgageInterest: { label: "Interés hipotecario de su vivienda", hint: "Casilla 1 del Formulario 1098." },
    giftsToCharity: { label: "Donaciones en efectivo a organizaciones caritativas", hint: "Se cuentan detalle o no sus deducciones." },
    federalTaxWithheld: {
      label: "Impuesto federal sobre el ingreso retenido",
      hint: "Casilla 2 del Formulario W-2 y cualquier 1099, por todo el año.",
    },
    estimatedTaxPaid: { label: "Impuesto estimado pagado para el año" },
  },
  outOfScopeHint: "Marque lo que corresponda: la estimación no calcula esto, y lo dirá.",
  outOfScope: {
    capitalGains: "Vendió acciones, criptomonedas, propiedades u otras inversiones",
    qualifiedDividends: "Dividendos calificados (casilla 1b del Formulario 1099-DIV)",
    otherIncome:
      "Otros ingresos: alquileres, una pensión o retiros de una IRA, Seguro Social, una sociedad colectiva o una sociedad anónima de tipo S",
    otherAdjustments: "Aportaciones para la jubilación o a una HSA, intereses de préstamos estudiantiles o pensión para el excónyuge pagada",
    otherCredits: "Créditos por estudios, cuidado de menores, adopción, energía o impuestos extranjeros",
    claimedAsDependent: "Alguien puede reclamarlo a usted (o a su cónyuge) como dependiente",
  },
  problems: {
    notAnAmount: "Escriba una cantidad en dólares, como 52000 o $52,000.",
    tooLarge: "Escriba una cantidad menor de $100 millones.",
    notACount: "Escriba un número entero del 0 al 20.",
    moreThanOtherDependents: "No puede ser mayor que sus otros dependientes.",
    moreThanChildrenUnder17: "No puede ser mayor que sus hijos menores de 17 años con número de Seguro Social.",
    tipsAboveIncome: "Las propinas son parte de los salarios o la ganancia de arriba, así que no pueden ser mayores.",
    overtimeAboveWages: "La paga por horas extras es parte de los salarios de arriba, así que no puede ser mayor.",
  },
  result: {
    heading: (year) => `Su estimación de ${year}`,
    waiting: "La estimación se calcula en su navegador: empieza cuando la página termina de cargar, con JavaScript activado.",
    cannotRead: "Algunas cantidades no se pueden leer. Corrija los campos marcados en el formulario para ver su estimación.",
    refund: "Reembolso estimado",
    owe: "Cantidad estimada que adeuda",
    even: "Nada que pagar y nada que recibir",
    askUsHeading: "Esta situación necesita a una persona",
    askUsText: "Parte de su año es algo que esta estimación no calcula, así que no da una cifra en lugar de dar una equivocada:",
    topics: {
      capitalGains: "Las ganancias de capital pagan impuestos a sus propias tasas, que la estimación no calcula.",
      qualifiedDividends: "Los dividendos calificados pagan impuestos a las tasas de las ganancias de capital, que la estimación no calcula.",
      otherIncome:
        "Los alquileres, las pensiones, los beneficios del Seguro Social y los ingresos de sociedades requieren una revisión más detallada.",
      otherAdjustments:
        "Las aportaciones para la jubilación, los intereses de préstamos estudiantiles y la pensión para el excónyuge no forman parte de la estimación.",
      otherCredits: "Los créditos por estudios, cuidado de menores, adopción, energía e impuestos extranjeros no forman parte de la estimación.",
      claimedAsDependent: "Quien puede ser reclamado como dependiente tiene una deducción estándar menor.",
      childTaxCredit:
        "Sin un número de Seguro Social válido para trabajar (el suyo o, en una declaración conjunta, el de su cónyuge), no se permite el crédito tributario por hijos, y el crédito por otros dependientes depende del número de cada dependiente.",
      netInvestmentIncomeTax:
        "Con ingresos de inversión a su nivel de ingresos, puede aplicarse el impuesto sobre los ingresos netos de inversión, que la estimación no calcula.",
      qualifiedBusinessIncome:
        "Por encima de su límite, la deducción por ingreso calificado de negocio depende de los salarios que paga su negocio y de los bienes que tiene.",
      earnedIncomeCredit:
        "Si es casado que presenta por separado, el crédito por ingreso del trabajo depende de si vivió aparte de su cónyuge los últimos seis meses del año.",
      alternativeMinimumTax: "Sus deducciones e ingresos están donde puede aplicarse el impuesto mínimo alternativo, que la estimación no calcula.",
      itemizedDeductionLimit: "En la tasa más alta, las deducciones detalladas tienen un límite que la estimación no calcula.",
      charitableGiftsLimit:
        "Sus donaciones caritativas superan lo que las deducciones detalladas permiten en un año para sus ingresos: lo que puede deducir depende de las organizaciones a las que donó, y el resto se traslada a años posteriores.",
    },
    assumptions: {
      earnedIncomeCreditAgeAndResidence:
        "Sin un hijo calificado, el crédito por ingreso del trabajo supone que usted (o su cónyuge) tiene de 25 a 64 años y vivió en los Estados Unidos más de la mitad del año.",
      qualifiedBusinessIncomeMinimumActiveBusiness:
        "El monto mínimo de la deducción por ingreso calificado de negocio supone que usted trabaja en su negocio de forma regular, continua y sustancial (material participation, en inglés); si solo invierte en el negocio, puede ser menor.",
    },
    tableCaption: (year) => `Formulario 1040 de ${year}, línea por línea`,
    line: "Línea",
    description: "Concepto",
    amount: "Cantidad",
    lines: {
      wages: () => "Cantidad total de la casilla 1 de su(s) Formulario(s) W-2",
      taxableInterest: () => "Interés tributable",
      ordinaryDividends: () => "Dividendos ordinarios",
      additionalIncome: () => "Ingreso adicional del Anexo 1",
      totalIncome: () => "Ingreso total",
      adjustmentsToIncome: () => "Ajustes al ingreso del Anexo 1",
      adjustedGrossIncome: () => "Ingreso bruto ajustado",
      standardDeduction: () => "Deducción estándar",
      itemizedDeductions: () => "Deducciones detalladas (del Anexo A)",
      charitableWithoutItemizing: () => "Deducción por donaciones caritativas para quienes no detallan sus deducciones*",
      scheduleOneA: () => "Deducciones adicionales del Anexo 1-A*",
      tips: () => "Deducción por propinas calificadas*",
      overtime: () => "Deducción por la paga por horas extras calificada*",
      carLoanInterest: () => "Deducción por el interés de préstamo de vehículo de pasajeros calificado*",
      seniors: () => "Deducción adicional para personas de 65 años de edad o más*",
      qualifiedBusinessIncomeDeduction: () => "Deducción por ingreso calificado de negocio",
      taxableIncome: () => "Ingreso tributable",
      tax: () => "Impuesto",
      childTaxCreditOrCreditForOtherDependents: () => "Crédito tributario por hijos o crédito por otros dependientes del Anexo 8812",
      additionalTaxes: () => "Impuestos adicionales, incluyendo el impuesto sobre el trabajo por cuenta propia, del Anexo 2*",
      selfEmploymentTax: () => "Impuesto sobre el trabajo por cuenta propia",
      additionalMedicareTax: () => "Impuesto Adicional del Medicare",
      totalTax: () => "Impuesto total",
      federalIncomeTaxWithheld: () => "Impuesto federal sobre el ingreso retenido",
      estimatedTaxPayments: (year) => `Pagos de impuesto estimado para ${year}`,
      earnedIncomeCredit: () => "Crédito por ingreso del trabajo (EIC)",
      additionalChildTaxCredit: () => "Crédito tributario adicional por hijos del Anexo 8812",
      totalPayments: () => "Total de sus pagos",
      overpaid: () => "Cantidad pagada en exceso",
      amountOwed: () => "Cantidad que usted adeuda",
    },
    spanishLines:
      "Los nombres de las líneas son los del Formulario 1040(SP). *Las líneas nuevas desde 2025 aún no tienen nombre oficial en español: la traducción es nuestra.",
    effectiveRate: { label: "Tasa efectiva", hint: "Su impuesto total, menos los créditos reembolsables, como parte de su ingreso total." },
    marginalRate: { label: "Tasa marginal", hint: "La tasa de su último dólar de ingreso tributable." },
    leavesOutHeading: "Lo que esta estimación no incluye",
    leavesOut: [
      "Las ganancias de capital y los dividendos calificados, con sus propias tasas",
      "El impuesto mínimo alternativo y el impuesto sobre los ingresos netos de inversión",
      "La deducción por ingreso calificado de negocio por encima de su límite",
      "El impuesto estatal y local sobre el ingreso fuera de Nueva York",
      "Créditos, deducciones e ingresos que no se preguntan arriba",
    ],
    planHeading: "¿Listo para presentar?",
    plan: (title, price) => `El plan para un año como el suyo: ${title}, ${price}.`,
    prepare: "Permítanos preparar su declaración",
    comparePlans: "Comparar todos los planes",
    whatToBring: "Qué traer para esta declaración",
    sourcesNote: "Las cifras del año, con los documentos oficiales de donde provienen.",
  },
};
