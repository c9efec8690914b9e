import { useQuery } from '@apollo/client/react';
import { Descriptions } from 'antd';
import { Skeleton } from '../../ui/native/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { examTypeText } from './examType';
import { paths } from '../../shared/paths';
import { NotFoundPage } from '../../shared/ErrorPages';
import { QueryErrorPage } from '../../shared/QueryErrorPage';
import { useFormatters } from '../../ui/format';
import { Button, Card, Space } from '../../ui/native';
import { PageHeader } from '../../ui/PageHeader';
import { useConfirm } from '../../ui/useConfirm';
import { BandScores } from './BandScores';
import { PaymentStatusTag, RegistrationStatusTag } from './IeltsStatusTag';
import { useDong } from './money';
import { useCancelIeltsRegistration } from './useCancelIeltsRegistration';
import './ielts.css';

const RegistrationDetailQuery = graphql(`
  query RegistrationDetailQuery($id: ID!) {
    ieltsRegistration(id: $id) {
      id
      status
      skillPackage
      createdAt
      markedAt
      bandState
      examinerName
      lang
      candidate {
        id
        name
        email
        phone
        passport
        dateOfBirth
        isLmsStudent
      }
      examDate {
        id
        examDate
        shift
        format
        classId
        test {
          id
          name
        }
      }
      payment {
        id
        invoice
        examType
        examSkillPackage
        examFormat
        unitPrice
        discount
        amount
        status
        method
        paidAt
        promotionCode {
          id
          code
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
`);

/** `/manageStatistics/detailIelts?id=` (administrators): one candidate's registration, payment, test and bands. */
export function RegistrationDetailPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const dong = useDong();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [confirm, confirmHolder] = useConfirm();
  const { data, loading, error } = useQuery(RegistrationDetailQuery, { variables: { id }, skip: !id });
  const cancel = useCancelIeltsRegistration();
  if (error && !data) return <QueryErrorPage error={error} />;
  if (loading && !data) return <Skeleton />;
  const r = data?.ieltsRegistration;
  if (!r) return <NotFoundPage />;
  const p = r.payment;

  const cancelRegistration = async () => {
    if (!(await confirm({ title: t('ielts.registrations.cancelConfirm'), okButtonProps: { danger: true } })))
      return;
    await cancel(String(r.id));
  };

  return (
    <>
      {confirmHolder}
      <PageHeader
        title={r.candidate.name}
        subtitle={t('ielts.registrations.detailTitle')}
        crumbs={[
          { title: t('ielts.registrations.title'), to: paths.ieltsRegistrationsOf(r.examDate.id) },
          { title: r.candidate.name },
        ]}
        extra={
          <Space wrap>
            {r.examDate.classId &&
              (r.bandState === 'DRAFT' ||
                r.status === 'UNMARKED' ||
                r.status === 'MARKED' ||
                (r.status === 'UNFINISHED' && r.examDate.format === 'PAPER')) && (
                <Link to={paths.ieltsScore(r.examDate.classId, r.id)}>
                  {r.bandState === 'DRAFT' ? t('ielts.markpoint.finishDraft') : t('ielts.markpoint.mark')}
                </Link>
              )}
            {r.status !== 'MARKED' && r.status !== 'CANCELED' && (
              <Button danger onClick={() => void cancelRegistration()}>
                {t('ielts.registrations.cancel')}
              </Button>
            )}
          </Space>
        }
      />
      <Card className="ielts-card" title={t('ielts.registrations.candidate')}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'email', label: t('ielts.fields.email'), children: r.candidate.email },
            { key: 'phone', label: t('ielts.fields.phone'), children: r.candidate.phone || '—' },
            { key: 'passport', label: t('ielts.fields.passport'), children: r.candidate.passport || '—' },
            { key: 'dob', label: t('ielts.fields.dateOfBirth'), children: fmt.date(r.candidate.dateOfBirth) },
            {
              key: 'lms',
              label: t('ielts.registrants.lmsStudent'),
              children: r.candidate.isLmsStudent ? t('ielts.yes') : t('ielts.no'),
            },
            {
              key: 'lang',
              label: t('ielts.registrations.mailLanguage'),
              children: r.lang === 'en' ? 'English' : 'Tiếng Việt',
            },
          ]}
        />
      </Card>
      <Card className="ielts-card" title={t('ielts.registrations.exam')}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            {
              key: 'date',
              label: t('ielts.fields.examDate'),
              children: `${fmt.date(r.examDate.examDate)}, ${t(`ielts.shift.${r.examDate.shift}`)}`,
            },
            { key: 'test', label: t('ielts.fields.test'), children: r.examDate.test?.name ?? '—' },
            {
              key: 'package',
              label: t('ielts.fields.skillPackage'),
              children: t(`ielts.skillPackage.${r.skillPackage}`),
            },
            {
              key: 'format',
              label: t('ielts.fields.format'),
              children: t(`ielts.format.${r.examDate.format}`),
            },
            {
              key: 'status',
              label: t('ielts.fields.status'),
              children: <RegistrationStatusTag status={r.status} />,
            },
            { key: 'examiner', label: t('ielts.fields.examiner'), children: r.examinerName ?? '—' },
            {
              key: 'registered',
              label: t('ielts.registrations.createdAt'),
              children: fmt.dateTime(r.createdAt),
            },
            { key: 'marked', label: t('ielts.registrations.markedAt'), children: fmt.dateTime(r.markedAt) },
          ]}
        />
        {r.sections.length > 0 && (
          <ul>
            {r.sections.map((s) => (
              <li key={s.skill}>
                {t(`ielts.skill.${s.skill}`)}:{' '}
                {s.attemptId ? (
                  <Link to={paths.resultReview(s.classId, s.attemptId)}>
                    {t('ielts.registrations.attempt')}
                  </Link>
                ) : (
                  t('ielts.registrations.notStarted')
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      {p && (
        <Card className="ielts-card" title={t('ielts.registrations.payment')}>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'invoice', label: t('ielts.fields.invoice'), children: p.invoice },
              { key: 'type', label: t('ielts.fields.examType'), children: examTypeText(t, p) },
              { key: 'price', label: t('ielts.fields.unitPrice'), children: dong(p.unitPrice) },
              {
                key: 'discount',
                label: t('ielts.fields.discount'),
                children: p.promotionCode
                  ? `${dong(p.discount)} (${p.promotionCode.code})`
                  : dong(p.discount),
              },
              { key: 'amount', label: t('ielts.fields.amountDue'), children: dong(p.amount) },
              {
                key: 'status',
                label: t('ielts.fields.paymentStatus'),
                children: <PaymentStatusTag status={p.status} />,
              },
              {
                key: 'paid',
                label: t('ielts.fields.paidAt'),
                children: p.paidAt
                  ? `${fmt.dateTime(p.paidAt)}${p.method ? ` · ${t(`ielts.paymentMethod.${p.method}`)}` : ''}`
                  : '—',
              },
            ]}
          />
        </Card>
      )}
      <Card className="ielts-card" title={t('ielts.bands.title')}>
        <BandScores bands={r.bands} />
      </Card>
    </>
  );
}
