/*
 * The federal and New York figures of one tax year, for the tax estimate: one file per year in content/tax-years/, so that next
 * year's figures are a new file, not a code change. Every figure is a number, the same in every language; each
 * group names the official sources it was read in, and says in its note what is not yet confirmed.
 */
import {
  date,
  group,
  integer,
  line,
  list,
  number,
  optional,
  passage,
  untranslated,
  type Field,
  type ContentOf,
  type YamlFolderContentType,
} from "../declare";
import { officialSources, spanishAddress } from "./common";
import { FILING_STATUSES } from "../../tax/figures";

const amount = (label: string, hint?: string) => integer(label, { min: 0, ...(hint && { hint }) });
const rate = (label: string, hint?: string) => number(label, { min: 0, max: 1, hint: hint ?? "A fraction between 0 and 1: write 0.12 for 12%." });

const STATUS_LABELS = {
  single: "Single",
  marriedJointly: "Married filing jointly",
  marriedSeparately: "Married filing separately",
  headOfHousehold: "Head of household",
  qualifyingSurvivingSpouse: "Qualifying surviving spouse",
} as const;

const byStatus = <F extends Field>(make: (label: string) => F) =>
  Object.fromEntries(FILING_STATUSES.map((status) => [status, make(STATUS_LABELS[status])])) as Record<(typeof FILING_STATUSES)[number], F>;

/** One amount per filing status. */
const perStatus = (label: string, hint: string) =>
  group(
    label,
    byStatus((status) => amount(status)),
    { hint },
  );

/** What every group carries: where its figures come from, and what of them is not yet confirmed. */
const sourced = {
  sources: officialSources(
    "Official sources",
    "The official documents these figures were read in: the Revenue Procedure for inflation-adjusted amounts, the law and the IRS's own pages for the rest.",
  ),
  note: optional(
    untranslated(
      passage("Note on the sources", {
        hint: "What has not yet been confirmed in the official document, or where two sources disagree. Not shown to visitors.",
      }),
    ),
  ),
};

const schedule = (label: string) =>
  list(
    label,
    "bracket",
    {
      over: amount("Taxable income over", "Where the bracket starts: 0 for the first; each bracket starts above the one before it."),
      rate: rate("Rate", "The bracket's rate, as a fraction: 0.22 for 22%. Each bracket's rate is above the one before it."),
    },
    { summary: "{{fields.rate}} over {{fields.over}}", ascending: ["over", "rate"] },
  );

const phaseOut = (what: string) => ({
  phaseOutStarts: amount(`${what}: reduced above (modified AGI)`, "For every filing status but married filing jointly."),
  phaseOutStartsJoint: amount(`${what}: reduced above, married filing jointly`),
});

/** A credit's table by income: each row's amount for income over the row before's limit but not over its own. */
const creditTable = (label: string) =>
  list(
    label,
    "row",
    {
      notOver: amount("Income not over", "The row's upper limit; the row starts above the limit of the row before it."),
      amount: amount("Credit"),
    },
    { summary: "{{fields.amount}} up to {{fields.notOver}}", ascending: ["notOver"] },
  );

export const taxYears = {
  name: "taxYears",
  label: "Tax years",
  labelSingular: "Tax year",
  description: "The federal and New York figures of each tax year the tax estimate uses: one file per year, each group with its official sources.",
  folder: "tax-years",
  typeName: "TaxYears",
  nameField: "year",
  noun: "tax year",
  summary: "{{fields.year}}",
  fields: {
    year: integer("Tax year", {
      min: 2026,
      max: 2100,
      hint: "The year the figures are for: 2026 for returns filed in 2027. The file is named after it (2026.yaml).",
    }),
    reviewed: date("Last checked", { hint: "The day someone last checked every figure against its official sources." }),
    brackets: group("Tax rate schedules", {
      ...sourced,
      ...byStatus((status) => schedule(status)),
    }),
    standardDeduction: group("Standard deduction", {
      ...sourced,
      basic: perStatus("Standard deduction", "The basic standard deduction of each filing status."),
      additionalMarried: amount("Additional amount for age 65 or blindness, married or surviving spouse", "Per person and per condition."),
      additionalUnmarried: amount("Additional amount for age 65 or blindness, single or head of household", "Per condition."),
    }),
    childTaxCredit: group("Child tax credit and credit for other dependents", {
      ...sourced,
      perChild: amount("Child tax credit per qualifying child"),
      refundablePerChild: amount("Refundable part (additional child tax credit) per qualifying child, at most"),
      refundableEarnedIncomeFloor: amount("Additional child tax credit: earned income counted above"),
      refundableRate: rate("Additional child tax credit: share of earned income above that amount"),
      perOtherDependent: amount("Credit for other dependents, per dependent"),
      phaseOutStarts: perStatus("Reduced above (modified AGI)", "The credits are reduced above this modified AGI."),
      reductionPerThousand: amount("Reduction for each $1,000 (or part of $1,000) above it"),
    }),
    earnedIncomeCredit: group("Earned income credit", {
      ...sourced,
      investmentIncomeLimit: amount("No credit when investment income is over"),
      columns: list(
        "By number of qualifying children",
        "column",
        {
          children: integer("Qualifying children", { min: 0, max: 3, hint: "0, 1, 2, or 3 for three or more." }),
          creditRate: rate("Credit rate"),
          earnedIncomeAmount: amount("Earned income amount", "The earned income at which the maximum credit is reached."),
          maximumCredit: amount("Maximum credit"),
          phaseOutRate: rate("Phase-out rate"),
          phaseOutStarts: amount("Phase-out begins", "For every filing status but married filing jointly."),
          phaseOutEnds: amount("Phase-out ends (no credit from this income)", "For every filing status but married filing jointly."),
          phaseOutStartsJoint: amount("Phase-out begins, married filing jointly"),
          phaseOutEndsJoint: amount("Phase-out ends, married filing jointly"),
        },
        { summary: "{{fields.children}} children", ascending: ["children"] },
      ),
    }),
    scheduleOneA: group("Schedule 1-A deductions", {
      ...sourced,
      tips: group("Qualified tips", {
        maximum: amount("At most, per return"),
        ...phaseOut("Tips"),
        reductionPerThousand: amount("Reduction for each whole $1,000 above it"),
      }),
      overtime: group("Qualified overtime compensation", {
        maximum: amount("At most"),
        maximumJoint: amount("At most, married filing jointly"),
        ...phaseOut("Overtime"),
        reductionPerThousand: amount("Reduction for each whole $1,000 above it"),
      }),
      carLoanInterest: group("Qualified passenger vehicle loan interest", {
        maximum: amount("At most, per return"),
        ...phaseOut("Car loan interest"),
        reductionPerThousand: amount("Reduction for each $1,000 (or part of $1,000) above it"),
      }),
      seniors: group("Enhanced deduction for seniors", {
        perPerson: amount("Per person aged 65 or over"),
        ...phaseOut("Senior deduction"),
        phaseOutRate: rate("Reduction, as a share of modified AGI above it"),
      }),
    }),
    stateAndLocalTaxes: group("State and local taxes (SALT) deduction limit", {
      ...sourced,
      limit: amount("Limit"),
      phaseDownStarts: amount("Limit reduced above (modified AGI)"),
      phaseDownStartsSeparate: amount("Limit reduced above, married filing separately"),
      phaseDownRate: rate("Reduction, as a share of modified AGI above it"),
      floor: amount("Limit never below"),
      separateShare: rate("Married filing separately: share of the limit so figured"),
    }),
    charitableGifts: group("Gifts to charity", {
      ...sourced,
      itemizedFloorShare: rate("Itemized: not deductible up to this share of AGI"),
      itemizedLimitShare: rate(
        "Itemized: deductible up to this share of AGI",
        'Above it the estimate says "ask us" (a carryover and the kind of organization matter).',
      ),
      withoutItemizing: amount("Cash gifts deductible without itemizing, at most"),
      withoutItemizingJoint: amount("Cash gifts deductible without itemizing, at most, married filing jointly"),
    }),
    qualifiedBusinessIncome: group("Qualified business income deduction", {
      ...sourced,
      rate: rate("Deduction rate"),
      threshold: perStatus(
        "Threshold (taxable income before the deduction)",
        "Above it the deduction is limited; the estimate then asks the visitor to call.",
      ),
      minimumDeduction: amount("Minimum deduction"),
      minimumDeductionFrom: amount("Minimum deduction: for qualified business income of at least"),
    }),
    selfEmploymentAndMedicare: group("Self-employment tax and Additional Medicare Tax", {
      ...sourced,
      socialSecurityWageBase: amount("Social Security wage base"),
      socialSecurityRate: rate("Self-employment tax: Social Security part"),
      medicareRate: rate("Self-employment tax: Medicare part"),
      netEarningsShare: rate("Share of net profit subject to self-employment tax"),
      minimumNetEarnings: amount("No self-employment tax when net earnings are under"),
      additionalMedicareRate: rate("Additional Medicare Tax rate"),
      additionalMedicareThreshold: perStatus("Additional Medicare Tax: on wages and self-employment income above", "Not indexed for inflation."),
    }),
    alternativeMinimumTax: group("Alternative minimum tax (to tell when it may apply)", {
      ...sourced,
      exemption: perStatus("Exemption", "The AMT exemption of each filing status."),
      phaseOutStarts: perStatus("Exemption reduced above (AMT income)", "The exemption is reduced above this alternative minimum taxable income."),
      phaseOutRate: rate("Reduction, as a share of AMT income above it"),
      topRate: rate("The AMT's top rate", 'The estimate says "ask us" when the tax at this rate could exceed the regular tax.'),
    }),
    estimatedTax: group("Next year's estimated tax (Form 1040-ES, prior-year rule)", {
      ...sourced,
      priorYearShare: number("Share of this year's tax that next year's payments must reach", {
        min: 0,
        max: 2,
        hint: "1 for 100% of the tax shown on this year's return (after refundable credits).",
      }),
      higherIncomeShare: number("The same share when this year's AGI is above the limit below", { min: 0, max: 2, hint: "1.1 for 110%." }),
      higherIncomeAgi: amount("AGI above which the higher share applies"),
      higherIncomeAgiSeparate: amount("AGI above which the higher share applies, married filing separately"),
      currentYearShare: rate("Share of next year's own tax that also suffices", "A fraction: 0.9 for 90%. The plan says it, without figuring it."),
      noPaymentsBelow: amount("No estimated payments needed when less than this is left after withholding"),
      paymentPage: group("The IRS's page for paying", {
        url: line("Address", { format: "link", pattern: ["^https://", "A full address starting with https://"] }),
        urlEs: spanishAddress,
      }),
    }),
    newYorkState: group("New York State income tax (Form IT-201)", {
      ...sourced,
      brackets: group(
        "Rate schedules",
        byStatus((status) => schedule(status)),
      ),
      standardDeduction: perStatus("New York standard deduction", "Form IT-201, line 34, for a filer no one else can claim as a dependent."),
      dependentExemption: amount("Dependent exemption, per dependent", "Form IT-201, line 36."),
      taxTableBelow: amount(
        "Tax table: for taxable income under",
        "Under it line 39 is the tax table's amount (the tax on the middle of the table's $50 row); from it, the rate schedule's.",
      ),
      supplementalTaxAbove: amount(
        "Supplemental tax: New York AGI above which it applies",
        "Above it the tax computation worksheets take back the benefit of the lower rates (the supplemental tax's group).",
      ),
    }),
    newYorkSupplementalTax: group("New York State supplemental tax (IT-201 line 39, New York AGI above the threshold)", {
      ...sourced,
      phaseInLength: amount("Phase-in: each row's benefit is taken back over this much AGI", "$50,000 in the worksheets."),
      flatRateAbove: amount("New York AGI above which all taxable income is taxed at the top rate"),
      recapture: group(
        "Recapture rows of the tax computation worksheets",
        byStatus((status) =>
          list(
            status,
            "row",
            {
              taxableIncomeOver: amount("For taxable income over", "The bracket's start where the worksheet begins."),
              recaptureBase: amount("Recapture base amount", "The worksheet's line 4: what the rows before took back."),
              incrementalBenefit: amount("Incremental benefit", "The worksheet's line 5: what this row takes back in full."),
            },
            { summary: "over {{fields.taxableIncomeOver}}", ascending: ["taxableIncomeOver", "recaptureBase"] },
          ),
        ),
      ),
    }),
    empireStateChildCredit: group("Empire State child credit (Form IT-213)", {
      ...sourced,
      underFour: amount("Per qualifying child under 4"),
      fourToSixteen: amount("Per qualifying child aged 4 to 16"),
      phaseOutStarts: perStatus("Reduced above (federal AGI)", "The credit is reduced above this federal adjusted gross income."),
      reductionPerThousand: number("Reduction for each $1,000 (or part of $1,000) above it", {
        min: 0,
        hint: "In dollars and cents: 16.5 for $16.50.",
      }),
    }),
    newYorkHouseholdCredit: group("New York State household credit (IT-201 line 40)", {
      ...sourced,
      single: creditTable("Single filers"),
      base: creditTable("Other filing statuses: base amount"),
      additionalPerPerson: creditTable("Other filing statuses: for each person after the first"),
    }),
    newYorkEarnedIncomeCredit: group("New York State earned income credit (IT-201 line 65)", {
      ...sourced,
      federalShare: rate("Share of the federal earned income credit"),
    }),
    newYorkCity: group("New York City resident income tax", {
      ...sourced,
      brackets: group(
        "Rate schedules",
        byStatus((status) => schedule(status)),
      ),
      taxTableBelow: amount(
        "Tax table: for taxable income under",
        "Under it line 47a is the city tax table's amount (the tax on the middle of the table's $50 row); from it, the rate schedule's.",
      ),
    }),
    newYorkCityHouseholdCredit: group("New York City household credit (IT-201 line 48)", {
      ...sourced,
      single: creditTable("Single filers"),
      perPerson: creditTable("Joint, head of household and surviving spouse filers: for each person on the return"),
    }),
    newYorkCityEarnedIncomeCredit: group("New York City earned income credit (IT-201 line 70)", {
      ...sourced,
      bands: list(
        "Share of the federal credit by New York AGI",
        "band",
        {
          atLeast: amount("New York AGI at least", "Where the band starts: 0 for the first."),
          share: rate("Share of the federal earned income credit"),
          reducedAbove: amount("Share reduced for New York AGI above", "0 where the share is not reduced in the band."),
        },
        { summary: "{{fields.share}} from {{fields.atLeast}}", ascending: ["atLeast"] },
      ),
      reductionPerDollar: rate("Reduction of the share for each dollar above", "A fraction: 0.00002 for 0.002 of a percentage point."),
    }),
    newYorkEstimatedTax: group("New York's estimated tax for next year (Form IT-2105, prior-year rule)", {
      ...sourced,
      priorYearShare: number("Share of this year's tax that next year's payments must reach", {
        min: 0,
        max: 2,
        hint: "1 for 100% of the tax shown on this year's New York return.",
      }),
      higherIncomeShare: number("The same share when this year's New York AGI is above the limit below", { min: 0, max: 2, hint: "1.1 for 110%." }),
      higherIncomeAgi: amount("New York AGI above which the higher share applies"),
      higherIncomeAgiSeparate: amount("New York AGI above which the higher share applies, married filing separately"),
      currentYearShare: rate("Share of next year's own tax that also suffices", "A fraction: 0.9 for 90%. The plan says it, without figuring it."),
      noPaymentsBelow: amount(
        "No estimated payments needed when less than this is left after withholding",
        "Of New York State tax, and likewise of New York City tax, each on its own.",
      ),
      paymentPage: group("New York's page for paying estimated tax", {
        url: line("Address", { format: "link", pattern: ["^https://", "A full address starting with https://"] }),
        urlEs: spanishAddress,
      }),
    }),
    newYorkCitySchoolTaxCredit: group("New York City school tax credit (IT-201 lines 69 and 69a)", {
      ...sourced,
      fixedAmount: perStatus("Fixed amount", "Line 69."),
      fixedAmountIncomeLimit: amount("Fixed amount: for income not over"),
      rateReductionIncomeLimit: amount("Rate reduction amount: for New York City taxable income not over"),
      rateReductionLowerRate: rate("Rate reduction amount: rate up to the threshold", "A fraction: 0.00171 for 0.171%."),
      rateReductionUpperRate: rate("Rate reduction amount: rate above the threshold", "A fraction: 0.00228 for 0.228%."),
      rateReductionUpperFrom: perStatus("Rate reduction amount: threshold", "New York City taxable income above which the higher rate applies."),
      rateReductionUpperBase: perStatus(
        "Rate reduction amount: base above the threshold",
        "The instructions' rounded amount for the income up to the threshold.",
      ),
    }),
  },
} satisfies YamlFolderContentType;

export type TaxYear = ContentOf<typeof taxYears>;
