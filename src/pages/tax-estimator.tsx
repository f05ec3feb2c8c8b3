import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../components/Seo";
import EstimatorView from "../components/taxEstimator/EstimatorView";
import { estimator as words } from "@words/estimator/estimator";
import { languageOfPath } from "../lib/localPaths";
import { estimatorPage, newestTaxYear } from "../lib/tax/estimatorPage";
import { wordsIn } from "../i18n/inEveryLanguage";

type Data = Queries.TaxEstimatorPageQuery;

export default function TaxEstimatorPage({ data }: PageProps<Data>) {
  return <EstimatorView {...estimatorPage(data)} />;
}

export const Head = ({ data, location }: HeadProps<Data>) => {
  const text = wordsIn(languageOfPath(location.pathname), words);
  const { year } = newestTaxYear(data);
  return <Seo title={text.title(year)} description={text.description(year)} path={location.pathname} />;
};

// The latest tax year's figures, federal and New York's: next year's file takes over the page when it is added.
export const query = graphql`
  query TaxEstimatorPage($lang: String!) {
    allTaxYears(filter: { lang: { eq: $lang } }, sort: { year: DESC }, limit: 1) {
      nodes {
        year
        reviewed(formatString: "YYYY-MM-DD")
        brackets {
          sources {
            title
            url
            urlEs
          }
          single {
            over
            rate
          }
          marriedJointly {
            over
            rate
          }
          marriedSeparately {
            over
            rate
          }
          headOfHousehold {
            over
            rate
          }
          qualifyingSurvivingSpouse {
            over
            rate
          }
        }
        standardDeduction {
          sources {
            title
            url
            urlEs
          }
          basic {
            single
            marriedJointly
            marriedSeparately
            headOfHousehold
            qualifyingSurvivingSpouse
          }
          additionalMarried
          additionalUnmarried
        }
        childTaxCredit {
          sources {
            title
            url
            urlEs
          }
          perChild
          refundablePerChild
          refundableEarnedIncomeFloor
          refundableRate
          perOtherDependent
          phaseOutStarts {
            single
            marriedJointly
            marriedSeparately
            headOfHousehold
            qualifyingSurvivingSpouse
          }
          reductionPerThousand
        }
        earnedIncomeCredit {
          sources {
            title
            url
            urlEs
          }
          investmentIncomeLimit
          columns {
            children
            creditRate
            earnedIncomeAmount
            maximumCredit
            phaseOutRate
            phaseOutStarts
            phaseOutEnds
            phaseOutStartsJoint
            phaseOutEndsJoint
          }
        }
        scheduleOneA {
          sources {
            title
            url
            urlEs
          }
          tips {
            maximum
            phaseOutStarts
            phaseOutStartsJoint
            reductionPerThousand
          }
          overtime {
            maximum
            maximumJoint
            phaseOutStarts
            phaseOutStartsJoint
            reductionPerThousand
          }
          carLoanInterest {
            maximum
            phaseOutStarts
            phaseOutStartsJoint
            reductionPerThousand
          }
          seniors {
            perPerson
            phaseOutStarts
            phaseOutStartsJoint
            phaseOutRate
          }
        }
        stateAndLocalTaxes {
          sources {
            title
            url
            urlEs
          }
          limit
          phaseDownStarts
          phaseDownStartsSeparate
          phaseDownRate
          floor
          separateShare
        }
        charitableGifts {
          sources {
            title
            url
            urlEs
          }
          itemizedFloorShare
          itemizedLimitShare
          withoutItemizing
          withoutItemizingJoint
        }
        qualifiedBusinessIncome {
          sources {
            title
            url
            urlEs
          }
          rate
          threshold {
            single
            marriedJointly
            marriedSeparately
            headOfHousehold
            qualifyingSurvivingSpouse
          }
          minimumDeduction
          minimumDeductionFrom
        }
        selfEmploymentAndMedicare {
          sources {
            title
            url
            urlEs
          }
          socialSecurityWageBase
          socialSecurityRate
          medicareRate
          netEarningsShare
          minimumNetEarnings
          additionalMedicareRate
          additionalMedicareThreshold {
            single
            marriedJointly
            marriedSeparately
            headOfHousehold
            qualifyingSurvivingSpouse
          }
        }
        alternativeMinimumTax {
          sources {
            title
            url
            urlEs
          }
          exemption {
            single
            marriedJointly
            marriedSeparately
            headOfHousehold
            qualifyingSurvivingSpouse
          }
          phaseOutStarts {
            single
            marriedJointly
            marriedSeparately
            headOfHousehold
            qualifyingSurvivingSpouse
          }
          phaseOutRate
          topRate
        }
        estimatedTax {
          sources {
            title
            url
            urlEs
          }
          priorYearShare
          higherIncomeShare
          higherIncomeAgi
          higherIncomeAgiSeparate
          currentYearShare
          noPaymentsBelow
          paymentPage {
            url
            urlEs
          }
        }
        newYorkState {
          sources {
            title
            url
            urlEs
          }
          brackets {
            single {
              over
              rate
            }
            marriedJointly {
              over
              rate
            }
            marriedSeparately {
              over
              rate
            }
            headOfHousehold {
              over
              rate
            }
            qualifyingSurvivingSpouse {
              over
              rate
            }
          }
          standardDeduction {
            single
            marriedJointly
            marriedSeparately
            headOfHousehold
            qualifyingSurvivingSpouse
          }
          dependentExemption
          taxTableBelow
          supplementalTaxAbove
        }
        newYorkSupplementalTax {
          sources {
            title
            url
            urlEs
          }
          phaseInLength
          flatRateAbove
          recapture {
            single {
              taxableIncomeOver
              recaptureBase
              incrementalBenefit
            }
            marriedJointly {
              taxableIncomeOver
              recaptureBase
              incrementalBenefit
            }
            marriedSeparately {
              taxableIncomeOver
              recaptureBase
              incrementalBenefit
            }
            headOfHousehold {
              taxableIncomeOver
              recaptureBase
              incrementalBenefit
            }
            qualifyingSurvivingSpouse {
              taxableIncomeOver
              recaptureBase
              incrementalBenefit
            }
          }
        }
        newYorkHouseholdCredit {
          sources {
            title
            url
            urlEs
          }
          single {
            notOver
            amount
          }
          base {
            notOver
            amount
          }
          additionalPerPerson {
            notOver
            amount
          }
        }
        newYorkCity {
          sources {
            title
            url
            urlEs
          }
          brackets {
            single {
              over
              rate
            }
            marriedJointly {
              over
              rate
            }
            marriedSeparately {
              over
              rate
            }
            headOfHousehold {
              over
              rate
            }
            qualifyingSurvivingSpouse {
              over
              rate
            }
          }
          taxTableBelow
        }
        newYorkCityHouseholdCredit {
          sources {
            title
            url
            urlEs
          }
          single {
            notOver
            amount
          }
          perPerson {
            notOver
            amount
          }
        }
        empireStateChildCredit {
          sources {
            title
            url
            urlEs
          }
          underFour
          fourToSixteen
          phaseOutStarts {
            single
            marriedJointly
            marriedSeparately
            headOfHousehold
            qualifyingSurvivingSpouse
          }
          reductionPerThousand
        }
        newYorkEarnedIncomeCredit {
          sources {
            title
            url
            urlEs
          }
          federalShare
        }
        newYorkCitySchoolTaxCredit {
          sources {
            title
            url
            urlEs
          }
          fixedAmount {
            single
            marriedJointly
            marriedSeparately
            headOfHousehold
            qualifyingSurvivingSpouse
          }
          fixedAmountIncomeLimit
          rateReductionIncomeLimit
          rateReductionLowerRate
          rateReductionUpperRate
          rateReductionUpperFrom {
            single
            marriedJointly
            marriedSeparately
            headOfHousehold
            qualifyingSurvivingSpouse
          }
          rateReductionUpperBase {
            single
            marriedJointly
            marriedSeparately
            headOfHousehold
            qualifyingSurvivingSpouse
          }
        }
        newYorkCityEarnedIncomeCredit {
          sources {
            title
            url
            urlEs
          }
          bands {
            atLeast
            share
            reducedAbove
          }
          reductionPerDollar
        }
        newYorkEstimatedTax {
          sources {
            title
            url
            urlEs
          }
          priorYearShare
          higherIncomeShare
          higherIncomeAgi
          higherIncomeAgiSeparate
          currentYearShare
          noPaymentsBelow
          paymentPage {
            url
            urlEs
          }
        }
      }
    }
    deadlinesYaml: deadlines(lang: { eq: $lang }) {
      deadlines {
        id
        title
        date(formatString: "YYYY-MM-DD")
      }
    }
    servicesYaml: services(lang: { eq: $lang }) {
      services {
        id
      }
    }
    pricingYaml: pricing(lang: { eq: $lang }) {
      sections {
        plans {
          title
          price
          estimateFit
          cta {
            link
          }
        }
      }
    }
  }
`;
