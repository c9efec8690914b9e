import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOMMODATION_BOUNDS } from '@lms/domain';
import { useQuery } from '@apollo/client/react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { graphql } from '../../gql';
import { NumberField, RadioGroupField } from '../../ui/form/choiceFields';
import { FormActions, FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { Card } from '../../ui/native';
import { useSetStandingAccommodation } from './useSetStandingAccommodation';

const StandingAccommodationQuery = graphql(`
  query StandingAccommodationQuery($id: ID!) {
    user(id: $id) {
      id
      accommodation {
        extraTimePercent
        extraTimeMinutes
        extraAttempts
      }
    }
  }
`);

/** One of a percent or minutes, and extra attempts, inside @lms/domain's bounds; the server checks them again. */
const schema = z
  .object({
    unit: z.enum(['percent', 'minutes']),
    amount: z.number({ error: 'validation.numberRequired' }),
    extraAttempts: z
      .number({ error: 'validation.numberRequired' })
      .int('standingAccommodation.attemptsRange')
      .min(0, 'standingAccommodation.attemptsRange')
      .max(ACCOMMODATION_BOUNDS.attempts, 'standingAccommodation.attemptsRange'),
  })
  .superRefine((v, ctx) => {
    const max = v.unit === 'percent' ? ACCOMMODATION_BOUNDS.percent : ACCOMMODATION_BOUNDS.minutes;
    if (!Number.isInteger(v.amount) || v.amount < 0 || v.amount > max)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: `standingAccommodation.${v.unit === 'percent' ? 'percentRange' : 'minutesRange'}`,
      });
  });
type Values = z.infer<typeof schema>;

/**
 * A student's standing accommodation (issue 31 point 1), on their page for admins: extra time on every timed
 * test (a percent of its limit or minutes) and extra attempts on every assignment, unless an assignment has
 * its own override.
 */
export function StandingAccommodationCard({ userId }: { userId: string }) {
  const { data } = useQuery(StandingAccommodationQuery, { variables: { id: userId } });
  const current = data?.user?.accommodation;
  if (!current) return null;
  return <StandingAccommodationForm userId={userId} current={current} />;
}

function StandingAccommodationForm({
  userId,
  current,
}: {
  userId: string;
  current: { extraTimePercent?: number | null; extraTimeMinutes?: number | null; extraAttempts: number };
}) {
  const { t } = useTranslation();
  const setStanding = useSetStandingAccommodation();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      unit: current.extraTimeMinutes ? 'minutes' : 'percent',
      amount: current.extraTimeMinutes ?? current.extraTimePercent ?? 0,
      extraAttempts: current.extraAttempts,
    },
  });
  const unit = useWatch({ control, name: 'unit' });

  const submit = handleSubmit(async (v) => {
    const input = {
      userId,
      extraTimePercent: v.unit === 'percent' && v.amount ? v.amount : null,
      extraTimeMinutes: v.unit === 'minutes' && v.amount ? v.amount : null,
      extraAttempts: v.extraAttempts,
    };
    const errors = await setStanding(input);
    applyServerErrors(errors, setError, ['amount', 'extraAttempts'], {
      extraTimePercent: 'amount',
      extraTimeMinutes: 'amount',
    });
  });

  const title = t('standingAccommodation.title');
  return (
    <Card title={title}>
      <p className="muted">{t('standingAccommodation.help')}</p>
      <FormLayout onSubmit={() => void submit()} label={title}>
        <RadioGroupField
          control={control}
          name="unit"
          label={t('standingAccommodation.unit')}
          options={[
            { value: 'percent', label: t('standingAccommodation.percent') },
            { value: 'minutes', label: t('standingAccommodation.minutes') },
          ]}
        />
        <NumberField
          control={control}
          name="amount"
          label={t(
            unit === 'percent'
              ? 'standingAccommodation.amountPercent'
              : 'standingAccommodation.amountMinutes',
          )}
        />
        <NumberField
          control={control}
          name="extraAttempts"
          label={t('standingAccommodation.extraAttempts')}
        />
        <FormErrorAlert errors={errors} />
        <FormActions submitLabel={t('common.save')} submitting={isSubmitting} />
      </FormLayout>
    </Card>
  );
}
