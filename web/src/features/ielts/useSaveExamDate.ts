import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { CreateIeltsExamDateInput, UpdateIeltsExamDateInput } from '../../gql/graphql';
import { forgetPages } from '../../shared/cache';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const CreateExamDateMutation = graphql(`
  mutation CreateIeltsExamDateMutation($input: CreateIeltsExamDateInput!) {
    createIeltsExamDate(input: $input) {
      examDate {
        id
      }
      errors {
        field
        messages
      }
    }
  }
`);

const UpdateExamDateMutation = graphql(`
  mutation UpdateIeltsExamDateMutation($input: UpdateIeltsExamDateInput!) {
    updateIeltsExamDate(input: $input) {
      examDate {
        id
        examDate
        shift
        description
        skillPackage
        format
        status
        unitPrice
        capacity
        registeredCount
        seatsLeft
        test {
          id
          name
        }
      }
      errors {
        field
        messages
      }
    }
  }
`);

/** Creates an exam date (the cached lists are forgotten) or changes one (updated in place). */
export function useSaveExamDate() {
  const { t } = useTranslation();
  const [create] = useMutation(CreateExamDateMutation, {
    update(cache, { data }) {
      if (data?.createIeltsExamDate.examDate) {
        forgetPages(cache, 'ieltsExamDates');
        forgetPages(cache, 'ieltsOpenExamDates');
      }
    },
  });
  const [update] = useMutation(UpdateExamDateMutation, {
    update(cache, { data }) {
      if (data?.updateIeltsExamDate.examDate) forgetPages(cache, 'ieltsOpenExamDates');
    },
  });
  return useCallback(
    async (input: CreateIeltsExamDateInput | UpdateIeltsExamDateInput) => {
      const payload =
        'id' in input
          ? (await settle(update({ variables: { input } })))?.data?.updateIeltsExamDate
          : (await settle(create({ variables: { input } })))?.data?.createIeltsExamDate;
      if (payload?.examDate) toast.success(t('ielts.dates.saved'));
      return { ok: Boolean(payload?.examDate), errors: payload?.errors ?? [] };
    },
    [create, update, t],
  );
}
