import type { ResultOf } from '@graphql-typed-document-node/core';
import { academyToday } from '@lms/domain/calendar';
import { useQuery } from '@apollo/client/react';
import { Empty, List } from 'antd';
import { Skeleton } from '../../ui/native/Skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { useFormatters } from '../../ui/format';
import { Alert, Button, Card, Space } from '../../ui/native';
import { toast } from '../../ui/toast';
import { useConfirm } from '../../ui/useConfirm';
import { BandScores } from './BandScores';
import { BankTransfer } from './BankTransfer';
import { PaymentStatusTag, RegistrationStatusTag } from './IeltsStatusTag';
import { useDong } from './money';
import { TestDay } from './TestDay';
import { useCancelIeltsRegistration } from './useCancelIeltsRegistration';
import { useSitIeltsTest } from './useSitIeltsTest';

const MyIeltsRegistrationsQuery = graphql(`
  query MyIeltsRegistrationsQuery {
    ieltsRegistrations(pageSize: 300) {
      items {
        id
        status
        skillPackage
        createdAt
        examDate {
          id
          examDate
          shift
          format
          description
          test {
            id
            name
          }
        }
        payment {
          id
          invoice
          examType
          unitPrice
          discount
          amount
          status
          paidAt
          createdAt
          promotionCode {
            id
            code
          }
          transfer {
            bankName
            accountNumber
            accountHolder
            qrPayload
            ...BankTransfer_transfer
          }
        }
        sections {
          skill
          classId
          assignmentId
          attemptId
          attemptStatus
        }
        bands {
          ...BandScores_bands
        }
      }
    }
  }
`);

type Registration = ResultOf<typeof MyIeltsRegistrationsQuery>['ieltsRegistrations']['items'][number];

/** The candidate's registrations: status, what they owe, the invoice, the test on the day, the bands. */
export function MyRegistrations() {
  const { t } = useTranslation();
  const { data, loading } = useQuery(MyIeltsRegistrationsQuery, { fetchPolicy: 'cache-and-network' });
  const items = data?.ieltsRegistrations.items ?? [];
  return (
    <Card className="ielts-card" title={t('ielts.mine.title')}>
      {loading && !data ? (
        <Skeleton />
      ) : items.length === 0 ? (
        <Empty description={t('ielts.mine.none')} />
      ) : (
        <List
          itemLayout="vertical"
          dataSource={items}
          rowKey={(r) => String(r.id)}
          renderItem={(r) => <RegistrationItem registration={r} />}
        />
      )}
    </Card>
  );
}

function RegistrationItem({ registration: r }: { registration: Registration }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const dong = useDong();
  const [confirm, confirmHolder] = useConfirm();
  const { viewer } = useSession();
  const { sit, sections: satSections, loading: opening } = useSitIeltsTest();
  const cancel = useCancelIeltsRegistration();
  const [refusal, setRefusal] = useState<string | null>(null);
  const examDay = r.examDate.examDate.slice(0, 10) === academyToday();
  const sections = satSections ?? r.sections;
  const payment = r.payment;

  const openTest = async () => {
    const errors = await sit(String(r.id));
    setRefusal(errors.length > 0 ? errors.flatMap((e) => e.messages).join(' ') : null);
  };

  const downloadInvoice = async () => {
    if (!payment) return;
    const { downloadInvoice: download } = await import('./invoicePdf');
    try {
      await download(
        {
          issuer: t('app.name'),
          title: t('ielts.invoice.title'),
          number: t('ielts.invoice.number', { invoice: payment.invoice }),
          lines: [
            { label: t('ielts.invoice.candidate'), value: `${viewer?.name ?? ''} <${viewer?.email ?? ''}>` },
            {
              label: t('ielts.fields.examDate'),
              value: `${fmt.longDate(r.examDate.examDate)}, ${t(`ielts.shift.${r.examDate.shift}`)}`,
            },
            { label: t('ielts.fields.test'), value: r.examDate.test?.name ?? '—' },
            {
              label: t('ielts.fields.examType'),
              value: t(`ielts.examTypes.${r.skillPackage}_${r.examDate.format}`),
            },
            { label: t('ielts.fields.issuedAt'), value: fmt.date(payment.createdAt) },
            { label: t('ielts.fields.unitPrice'), value: dong(payment.unitPrice) },
            {
              label: t('ielts.fields.discount'),
              value: payment.promotionCode
                ? `${dong(payment.discount)} (${payment.promotionCode.code})`
                : dong(payment.discount),
            },
            {
              label: t('ielts.fields.paymentStatus'),
              value:
                payment.status === 'PAID' && payment.paidAt
                  ? t('ielts.invoice.paidOn', { date: fmt.date(payment.paidAt) })
                  : t(`ielts.paymentStatus.${payment.status}`),
            },
          ],
          total: { label: t('ielts.fields.amountDue'), value: dong(payment.amount) },
          footer: t('ielts.invoice.footer', { invoice: payment.invoice }),
          transfer: payment.transfer
            ? {
                title: t('ielts.transfer.title'),
                lines: [
                  { label: t('ielts.transfer.bank'), value: payment.transfer.bankName },
                  { label: t('ielts.transfer.account'), value: payment.transfer.accountNumber },
                  { label: t('ielts.transfer.holder'), value: payment.transfer.accountHolder },
                  { label: t('ielts.transfer.amount'), value: dong(payment.amount) },
                  { label: t('ielts.transfer.content'), value: payment.invoice },
                ],
                qrPayload: payment.transfer.qrPayload,
                caption: t('ielts.transfer.scan'),
              }
            : undefined,
        },
        payment.invoice,
      );
    } catch (error) {
      console.error('Invoice', error);
      toast.error(t('ielts.invoice.failed'));
    }
  };

  const cancelRegistration = async () => {
    if (!(await confirm({ title: t('ielts.mine.cancelConfirm'), okButtonProps: { danger: true } }))) return;
    await cancel(String(r.id));
  };

  return (
    <List.Item>
      {confirmHolder}
      <h3 style={{ marginTop: 0 }}>
        {fmt.longDate(r.examDate.examDate)} · {t(`ielts.shift.${r.examDate.shift}`)}{' '}
        <RegistrationStatusTag status={r.status} />
      </h3>
      <p>
        {r.examDate.test?.name} · {t(`ielts.examTypes.${r.skillPackage}_${r.examDate.format}`)}
      </p>
      {payment && (
        <p>
          {t('ielts.mine.owes', { invoice: payment.invoice, amount: dong(payment.amount) })}{' '}
          <PaymentStatusTag status={payment.status} />
          {payment.status === 'PENDING' && (
            <span className="ielts-hint"> {t('ielts.mine.howToPay', { invoice: payment.invoice })}</span>
          )}
        </p>
      )}
      {payment?.transfer && <BankTransfer transfer={payment.transfer} />}
      {r.status !== 'CANCELED' && r.status !== 'MARKED' && <TestDay date={r.examDate} />}
      <Space wrap>
        {payment && <Button onClick={() => void downloadInvoice()}>{t('ielts.invoice.download')}</Button>}
        {r.status === 'UNPAID' && (
          <Button danger onClick={() => void cancelRegistration()}>
            {t('ielts.mine.cancel')}
          </Button>
        )}
        {r.status === 'UNFINISHED' && examDay && r.examDate.format === 'COMPUTER' && (
          <Button type="primary" loading={opening} onClick={() => void openTest()}>
            {t('ielts.mine.sit')}
          </Button>
        )}
      </Space>
      {r.status === 'UNFINISHED' && !examDay && <p className="ielts-hint">{t('ielts.mine.onTheDay')}</p>}
      {refusal && <Alert type="error" showIcon title={refusal} />}
      {examDay && sections.length > 0 && (r.status === 'UNFINISHED' || satSections) && (
        <nav aria-label={t('ielts.mine.sections')}>
          <ul>
            {sections.map((s) => (
              <li key={s.skill}>
                <Link to={paths.examTake(s.classId, s.assignmentId)}>
                  {t('ielts.mine.openSection', { skill: t(`ielts.skill.${s.skill}`) })}
                </Link>
                {s.attemptStatus && ` — ${t('ielts.mine.started')}`}
              </li>
            ))}
          </ul>
        </nav>
      )}
      {r.status === 'MARKED' && <BandScores bands={r.bands} />}
      {r.status === 'UNMARKED' && <p className="ielts-hint">{t('ielts.mine.waitingMarks')}</p>}
    </List.Item>
  );
}
