import { useApolloClient } from '@apollo/client/react';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { IeltsOpenDatesQuery, SkillPackage } from '../../gql/graphql';
import { settle } from '../../shared/mutations';
import { TextField } from '../../ui/form/fields';
import { FormActions, FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { SelectField } from '../../ui/form/nativeChoiceFields';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { useFormatters } from '../../ui/format';
import { Alert, Button, Card } from '../../ui/native';
import { toast } from '../../ui/toast';
import { lazyZodResolver } from '../../ui/form/lazyResolver';
import type { registrationSchema } from './ieltsSchemas';
import { REGISTRATION_FIELDS } from './ieltsFields';
import { useDong } from './money';
import { useRegisterIelts } from './useRegisterIelts';
import { missingCandidateFields } from '@lms/domain';
import { useSession } from '../../shared/session';
import { NativeDateField } from '../../ui/form/nativeDateField';

type OpenDate = IeltsOpenDatesQuery['ieltsOpenExamDates']['items'][number];

const IeltsQuoteQuery = graphql(`
  query IeltsQuoteQuery($examDateId: ID!, $promotionCode: String) {
    ieltsQuote(examDateId: $examDateId, promotionCode: $promotionCode) {
      quote {
        unitPrice
        discount
        amount
        promotionCode
      }
      errors {
        field
        messages
      }
    }
  }
`);

interface Quote {
  unitPrice: number;
  discount: number;
  amount: number;
  promotionCode?: string | null;
}

/** Choosing a package and a date, applying a promotion code (the server's answer shown), and registering. */
export function RegisterCard({ dates, loading }: { dates: readonly OpenDate[]; loading: boolean }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const dong = useDong();
  const client = useApolloClient();
  const [skillPackage, setSkillPackage] = useState<SkillPackage | 'ALL'>('ALL');
  const [quote, setQuote] = useState<{ key: string; value: Quote } | null>(null);
  const [checking, setChecking] = useState(false);
  const register = useRegisterIelts();
  // What a sitting needs and the profile lacks, asked here once (issue 30 point 1); kept on the profile after.
  const { viewer } = useSession();
  const missing = missingCandidateFields(viewer ?? {});
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    reset,
    formState: { isSubmitting, errors },
  } = useForm({
    resolver: lazyZodResolver<typeof registrationSchema>(() =>
      import('./ieltsSchemas').then((m) => m.registrationSchema),
    ),
    defaultValues: { examDateId: null, promotionCode: '', phone: '', dateOfBirth: null, passport: '' },
  });
  const examDateId = useWatch({ control, name: 'examDateId' });
  const code = useWatch({ control, name: 'promotionCode' });
  const shown = dates.filter(
    (d) => d.registrable && (skillPackage === 'ALL' || d.skillPackage === skillPackage),
  );
  const chosen = dates.find((d) => String(d.id) === (examDateId ?? ''));
  const quoteKey = `${examDateId ?? ''}|${code.trim().toUpperCase()}`;
  const currentQuote = quote?.key === quoteKey ? quote.value : null;
  const owed: Quote | null =
    currentQuote ??
    (chosen && code.trim() === ''
      ? { unitPrice: chosen.unitPrice, discount: 0, amount: chosen.unitPrice }
      : null);

  const applyCode = async () => {
    const { examDateId: dateId, promotionCode } = getValues();
    clearErrors('promotionCode');
    if (!dateId) {
      setError('examDateId', { message: 'ielts.errors.examDate' });
      return;
    }
    const typed = promotionCode.trim().toUpperCase();
    setChecking(true);
    const result = await settle(
      client.query({
        query: IeltsQuoteQuery,
        variables: { examDateId: dateId, promotionCode: typed || null },
        fetchPolicy: 'network-only',
      }),
    );
    setChecking(false);
    const payload = result?.data?.ieltsQuote;
    if (!payload) return;
    if (payload.errors.length > 0) {
      setQuote(null);
      applyServerErrors(payload.errors, setError, REGISTRATION_FIELDS);
    } else if (payload.quote) {
      setQuote({ key: `${dateId}|${typed}`, value: payload.quote });
    }
  };

  // The resolver's output: the code upper-cased, the date chosen.
  const submit = handleSubmit(async (parsed) => {
    const result = await register({
      examDateId: parsed.examDateId,
      promotionCode: parsed.promotionCode || null,
      phone: parsed.phone || null,
      dateOfBirth: (missing.includes('dateOfBirth') && parsed.dateOfBirth) || null,
      passport: (missing.includes('passport') && parsed.passport) || null,
    });
    if (applyServerErrors(result.errors, setError, REGISTRATION_FIELDS) || !result.ok) return;
    toast.success(t('ielts.register.done'));
    setQuote(null);
    reset();
  });

  const dateLabel = (d: OpenDate) =>
    t('ielts.register.dateOption', {
      date: fmt.date(d.examDate),
      shift: t(`ielts.shift.${d.shift}`),
      skills: t(`ielts.skillPackage.${d.skillPackage}`),
      price: dong(d.unitPrice),
      seats: d.seatsLeft,
    });

  return (
    <Card className="ielts-card" title={t('ielts.register.title')}>
      <div style={{ marginBottom: 12 }}>
        <Segmented
          aria-label={t('ielts.fields.skillPackage')}
          value={skillPackage}
          options={(['ALL', 'THREE_SKILLS', 'FOUR_SKILLS'] as const).map((p) => ({
            value: p,
            label: p === 'ALL' ? t('ielts.register.allPackages') : t(`ielts.skillPackage.${p}`),
          }))}
          onChange={(value) => setSkillPackage(value)}
        />
      </div>
      {!loading && shown.length === 0 ? (
        <Alert type="info" showIcon title={t('ielts.register.noDates')} />
      ) : (
        <FormLayout onSubmit={() => void submit()} label={t('ielts.register.title')}>
          <SelectField
            control={control}
            name="examDateId"
            label={t('ielts.fields.examDate')}
            required
            placeholder={t('common.choose')}
            options={shown.map((d) => ({ value: String(d.id), label: dateLabel(d) }))}
          />
          {chosen && (
            <p className="ielts-date-description">
              {chosen.test?.name}
              {chosen.description ? ` — ${chosen.description}` : ''} ({t(`ielts.format.${chosen.format}`)})
            </p>
          )}
          <div className="ielts-code-row">
            <TextField control={control} name="promotionCode" label={t('ielts.fields.promotionCode')} />
            <Button onClick={() => void applyCode()} loading={checking} style={{ marginTop: 30 }}>
              {t('ielts.register.applyCode')}
            </Button>
          </div>
          {currentQuote?.promotionCode && (
            <Alert
              type="success"
              showIcon
              role="status"
              title={t('ielts.register.codeApplied', {
                code: currentQuote.promotionCode,
                discount: dong(currentQuote.discount),
              })}
            />
          )}
          <TextField
            control={control}
            name="phone"
            type="tel"
            label={t('ielts.fields.phone')}
            autoComplete="tel"
          />
          {missing.length > 0 && <p className="ielts-hint">{t('ielts.register.identityHint')}</p>}
          {missing.includes('dateOfBirth') && (
            <NativeDateField
              control={control}
              name="dateOfBirth"
              label={t('ielts.fields.dateOfBirth')}
              required
            />
          )}
          {missing.includes('passport') && (
            <TextField control={control} name="passport" label={t('ielts.fields.passport')} required />
          )}
          {owed && (
            <dl className="ielts-quote" aria-label={t('ielts.register.owed')}>
              <dt>{t('ielts.fields.unitPrice')}</dt>
              <dd>{dong(owed.unitPrice)}</dd>
              <dt>{t('ielts.fields.discount')}</dt>
              <dd>{dong(owed.discount)}</dd>
              <dt className="ielts-total">{t('ielts.fields.amountDue')}</dt>
              <dd className="ielts-total">{dong(owed.amount)}</dd>
            </dl>
          )}
          <FormErrorAlert errors={errors} />
          <FormActions submitLabel={t('ielts.register.submit')} submitting={isSubmitting} />
        </FormLayout>
      )}
    </Card>
  );
}
