import type { TFunction } from 'i18next';
import type { IeltsRegistrationStatus, IeltsShift } from '../../gql/graphql';
import type { DataColumn } from '../../ui/DataTable';
import type { Formatters } from '../../ui/format';
import { RegistrationStatusTag } from './IeltsStatusTag';

/** What the registration columns read of a row. */
interface RegistrationRow {
  status: IeltsRegistrationStatus;
  skillPackage: string;
  examDate: { examDate: string; shift: IeltsShift };
}

/** The columns every list of registrations shows after the candidate: exam date and shift, skills, status. */
export function registrationColumns<T extends RegistrationRow>(
  t: TFunction,
  fmt: Formatters,
): DataColumn<T>[] {
  return [
    {
      key: 'date',
      title: t('ielts.fields.examDate'),
      render: (_, r) => `${fmt.date(r.examDate.examDate)}, ${t(`ielts.shift.${r.examDate.shift}`)}`,
    },
    {
      key: 'package',
      title: t('ielts.fields.skillPackage'),
      render: (_, r) => t(`ielts.skillPackage.${r.skillPackage}`),
    },
    {
      key: 'status',
      title: t('ielts.fields.status'),
      render: (_, r) => <RegistrationStatusTag status={r.status} />,
    },
  ];
}
