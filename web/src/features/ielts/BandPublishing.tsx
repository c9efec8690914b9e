import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { TextAreaField } from '../../ui/form/fields';
import { FormErrorAlert } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { Button } from '../../ui/native';
import { useConfirm } from '../../ui/useConfirm';
import { BandCorrections } from './BandCorrections';
import type { BandCorrectionValues, MarkingValues } from './ieltsSchemas';
import { bandCorrectionSchema } from './ieltsSchemas';
import { useCorrectIeltsBands } from './useCorrectIeltsBands';
import { usePublishIeltsBands } from './usePublishIeltsBands';

const BandPublishingQuery = graphql(`
  query BandPublishingQuery($id: ID!) {
    ieltsRegistration(id: $id) {
      id
      ...BandCorrections_registration
    }
  }
`);

/**
 * The steps after saving a draft (issue 30 point 4), loaded once there is a draft: publishing it after a
 * confirmation; once published, correcting the page's marks with a reason and the record of corrections.
 * `marks` checks the page's form and gives its values (null when a band is missing).
 */
export function BandPublishing({
  registrationId,
  candidateName,
  published,
  marks,
}: {
  registrationId: string;
  candidateName: string;
  published: boolean;
  marks: () => Promise<MarkingValues | null>;
}) {
  return published ? (
    <BandCorrection registrationId={registrationId} marks={marks} />
  ) : (
    <PublishButton registrationId={registrationId} candidateName={candidateName} />
  );
}

function PublishButton({ registrationId, candidateName }: { registrationId: string; candidateName: string }) {
  const { t } = useTranslation();
  const publish = usePublishIeltsBands();
  const [confirm, holder] = useConfirm();
  const ask = async () => {
    const ok = await confirm({
      title: t('ielts.score.publishConfirm'),
      content: t('ielts.score.publishText', { name: candidateName }),
      okText: t('ielts.score.publish'),
      cancelText: t('common.cancel'),
    });
    if (ok) await publish(registrationId);
  };
  return (
    <div className="form-actions">
      <Button onClick={() => void ask()}>{t('ielts.score.publish')}</Button>
      {holder}
    </div>
  );
}

function BandCorrection({
  registrationId,
  marks,
}: {
  registrationId: string;
  marks: () => Promise<MarkingValues | null>;
}) {
  const { t } = useTranslation();
  const correct = useCorrectIeltsBands();
  const { data } = useQuery(BandPublishingQuery, { variables: { id: registrationId } });
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting, errors },
  } = useForm<BandCorrectionValues>({
    resolver: zodResolver(bandCorrectionSchema),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit(async ({ reason }) => {
    const m = await marks();
    if (!m) return;
    const result = await correct({ registrationId, ...m, reason: reason.trim() });
    if (!applyServerErrors(result.errors, setError, ['reason']) && result.ok) reset({ reason: '' });
  });
  return (
    <>
      <p className="ielts-hint">{t('ielts.score.correctHint')}</p>
      <TextAreaField control={control} name="reason" label={t('ielts.score.reason')} required />
      <FormErrorAlert errors={errors} />
      <div className="form-actions">
        <Button type="primary" loading={isSubmitting} onClick={() => void submit()}>
          {t('ielts.score.correctConfirm')}
        </Button>
      </div>
      {data?.ieltsRegistration && <BandCorrections registration={data.ieltsRegistration} />}
    </>
  );
}
