import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { IeltsPaymentStatus, IeltsRegistrationStatus } from '../../gql/graphql';

const REGISTRATION_COLORS: Record<IeltsRegistrationStatus, string> = {
  UNPAID: 'gold',
  UNFINISHED: 'blue',
  UNMARKED: 'purple',
  MARKED: 'green',
  CANCELED: 'default',
};

const PAYMENT_COLORS: Record<IeltsPaymentStatus, string> = {
  PENDING: 'gold',
  PAID: 'green',
  REFUNDED: 'purple',
  CANCELED: 'default',
};

/** A registration's status label (docs/product.md point 3), coloured by what it waits for. */
export function RegistrationStatusTag({ status }: { status: IeltsRegistrationStatus }) {
  const { t } = useTranslation();
  return <Tag color={REGISTRATION_COLORS[status]}>{t(`ielts.registrationStatus.${status}`)}</Tag>;
}

export function PaymentStatusTag({ status }: { status: IeltsPaymentStatus }) {
  const { t } = useTranslation();
  return <Tag color={PAYMENT_COLORS[status]}>{t(`ielts.paymentStatus.${status}`)}</Tag>;
}
