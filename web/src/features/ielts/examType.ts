import type { TFunction } from 'i18next';
import type { IeltsExamFormat, SkillPackage } from '../../gql/graphql';

/** What a payment reads of what it is for. */
interface PaidFor {
  examType: string;
  examSkillPackage?: SkillPackage | null;
  examFormat?: IeltsExamFormat | null;
}

/**
 * What a payment is for, in the interface's language from its enums (issue 30 point 5): the API's label is in
 * the language of the request that loaded it, which the cache keeps after the language is switched. An odd
 * old row without enums shows the API's label.
 */
export function examTypeText(t: TFunction, p: PaidFor): string {
  return p.examSkillPackage && p.examFormat
    ? t(`ielts.examTypes.${p.examSkillPackage}_${p.examFormat}`)
    : p.examType;
}
