import { CopyOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { WEIGHTS, isQuestionType } from '@lms/domain/questions';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { DocumentType, FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { NotFoundPage } from '../../shared/ErrorPages';
import { paths } from '../../shared/paths';
import { QueryErrorPage } from '../../shared/QueryErrorPage';
import { partBody } from '../../shared/questionPart';
import { useFormatters } from '../../ui/format';
import { Alert, Button, Space } from '../../ui/native';
import { Descriptions } from '../../ui/native/Descriptions';
import { Skeleton } from '../../ui/native/Skeleton';
import { PageHeader } from '../../ui/PageHeader';
import { newPart, fromSavedPart } from './partForm';
import type { QuestionFormMode } from './QuestionForm';
import { QuestionForm } from './QuestionForm';
import type { QuestionFormValues } from './questionSchema';
import { useQuestionRights } from './useQuestionRights';
import { storePath, toDomainType, toGqlType } from './questionTypes';
import { useCopyQuestion } from './useCopyQuestion';
import { useCreateQuestion } from './useCreateQuestion';
import { useUpdateQuestion } from './useUpdateQuestion';

/** The part rules (zod) check the values on submit: loaded then, with the form's resolver (issue 11). */
const questionInput = () => import('./questionInput');

export const QuestionForm_question = graphql(`
  fragment QuestionForm_question on Question {
    id
    title
    type
    interaction
    instructions
    transcript
    description
    topicGroup
    store
    visibility
    answered
    version
    supersededById
    clonedFromId
    updatedAt
    viewerCanWrite
    owner {
      id
      name
    }
    media {
      id
      url
      kind
      originalName
    }
    tags {
      id
    }
    parts {
      id
      type
      ...QuestionPartBody_part
    }
  }
`);

const QuestionFormOptionsQuery = graphql(`
  query QuestionFormOptionsQuery {
    questionRegistry {
      weights
    }
    tags(pageSize: 300) {
      items {
        id
        name
      }
    }
  }
`);

const QuestionFormQuery = graphql(`
  query QuestionFormQuery($id: ID!) {
    question(id: $id) {
      id
      ...QuestionForm_question
    }
  }
`);

type Saved = DocumentType<typeof QuestionForm_question>;

const valuesOf = (q: Saved): QuestionFormValues => ({
  title: q.title,
  type: q.type,
  topicGroup: q.topicGroup,
  visibility: q.visibility,
  tagIds: q.tags.map((tag) => String(tag.id)),
  description: q.description,
  instructions: q.instructions,
  transcript: q.transcript,
  media: q.media
    ? { id: String(q.media.id), url: q.media.url, kind: q.media.kind, originalName: q.media.originalName }
    : null,
  parts: q.parts.map((p) => {
    const { score, weight, content, key } = partBody(p);
    // Each part with its own type: an IELTS section mixes a passage, judgements and blanks.
    return fromSavedPart(toDomainType(p.type), { score, weight, content, key });
  }),
});

function useFormOptions() {
  const { data } = useQuery(QuestionFormOptionsQuery);
  return {
    weights: data?.questionRegistry.weights ?? WEIGHTS,
    tags: (data?.tags.items ?? []).map((tag) => ({ id: String(tag.id), name: tag.name })),
  };
}

/** `informationQuestions?type=&store=`: the form in add mode, from the type's sample part. */
export function QuestionCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const create = useCreateQuestion();
  const { weights, tags } = useFormOptions();
  const store = params.get('store') === 'general' ? 'general' : 'teacher';
  // The address may name the type in any case (`gap_fill`, `GAP_FILL`; `none` or `null` for a passage): the
  // form works on the registry's type and shows the GraphQL one, never the address's spelling.
  const asked = (params.get('type') ?? '').toLowerCase();
  const domainType = asked === 'none' ? 'null' : asked;
  if (!isQuestionType(domainType)) return <NotFoundPage />;
  const type = toGqlType(domainType);
  const initial: QuestionFormValues = {
    title: '',
    type,
    topicGroup: 'OTHER',
    visibility: 'PRIVATE',
    tagIds: [],
    description: '',
    instructions: '',
    transcript: '',
    media: null,
    parts: [newPart(domainType)],
  };
  const title = t('questions.createTitle', { type: t(`questionTypes.${type}`) });
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { title: t('menu.questions') },
          {
            title: t(store === 'general' ? 'questions.commonTitle' : 'questions.privateTitle'),
            to: paths.questions(store),
          },
          { title: t('questions.chooseType'), to: `${paths.questionCreate}?store=${store}` },
          { title },
        ]}
      />
      <QuestionForm
        mode="add"
        initial={initial}
        weights={weights}
        tags={tags}
        submitLabel={t('questions.form.create')}
        onCancel={() => void navigate(paths.questions(store))}
        onSubmit={async (values) => {
          const { question, errors } = await create((await questionInput()).toQuestionInput(values));
          if (!question) return errors;
          void navigate(paths.questionDetail(storePath(question.store), question.id));
          return null;
        }}
      />
    </>
  );
}

/** The version line of a saved question: its number, its origin, and a link to a newer version. */
function VersionInfo({ question }: { question: Saved }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <>
      {question.supersededById && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('questions.newerVersion')}
          action={
            <Link to={paths.questionDetail(storePath(question.store), question.supersededById)}>
              {t('questions.openNewerVersion')}
            </Link>
          }
        />
      )}
      <Descriptions
        style={{ marginBottom: 12 }}
        items={[
          { key: 'version', label: t('questions.fields.version'), children: question.version },
          { key: 'owner', label: t('questions.fields.owner'), children: question.owner?.name ?? '—' },
          {
            key: 'updatedAt',
            label: t('questions.fields.updatedAt'),
            children: format.date(question.updatedAt),
          },
        ]}
      />
    </>
  );
}

function SavedQuestionPage({ mode }: { mode: Exclude<QuestionFormMode, 'add'> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const storeParam = useParams().store;
  const id = params.get('id');
  const { data, loading, error } = useQuery(QuestionFormQuery, { variables: { id: id ?? '' }, skip: !id });
  const { weights, tags } = useFormOptions();
  const update = useUpdateQuestion();
  const copy = useCopyQuestion();
  const { mayWrite, mayCopy } = useQuestionRights();
  if (!id || (storeParam !== 'general' && storeParam !== 'teacher')) return <NotFoundPage />;
  if (error) return <QueryErrorPage error={error} />;
  if (loading || !data) return <Skeleton />;
  if (!data.question) return <NotFoundPage />;
  const question = getFragmentData(
    QuestionForm_question,
    data.question as FragmentType<typeof QuestionForm_question>,
  );
  const store = storePath(question.store);
  const writable = mayWrite(question) && !question.supersededById;
  const listTitle = t(store === 'general' ? 'questions.commonTitle' : 'questions.privateTitle');
  return (
    <>
      <PageHeader
        title={question.title}
        subtitle={`${t(`questionTypes.${question.type}`)} · ${t(`interactions.${question.interaction}`)}`}
        crumbs={[
          { title: t('menu.questions') },
          { title: listTitle, to: paths.questions(store) },
          { title: question.title },
        ]}
        extra={
          mode === 'detail' && (
            <Space size={8} wrap>
              {mayCopy(question) && (
                <Button icon={<CopyOutlined />} onClick={() => void copy(String(question.id))}>
                  {t('questions.copyToMine')}
                </Button>
              )}
              {writable && (
                <Link to={paths.questionEdit(store, question.id)}>
                  <Button type="primary" icon={<EditOutlined />}>
                    {t('common.edit')}
                  </Button>
                </Link>
              )}
            </Space>
          )
        }
      />
      <VersionInfo question={question} />
      {mode === 'edit' && question.answered && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('questions.answeredWarning')} />
      )}
      {mode === 'edit' && !writable ? (
        <Alert type="error" showIcon title={t('questions.notWritable')} />
      ) : (
        <QuestionForm
          key={`${mode}-${question.id}`}
          mode={mode}
          initial={valuesOf(question)}
          weights={weights}
          tags={tags}
          submitLabel={t('common.save')}
          onCancel={() => void navigate(paths.questionDetail(store, question.id))}
          onSubmit={async (values) => {
            const { question: saved, errors } = await update({
              id: String(question.id),
              ...(await questionInput()).toQuestionInput(values),
            });
            if (!saved) return errors;
            void navigate(paths.questionDetail(storePath(saved.store), saved.id));
            return null;
          }}
        />
      )}
    </>
  );
}

/** `questionDetail?id=`: the form read-only, with its preview, version and the copy button. */
export function QuestionDetailPage() {
  return <SavedQuestionPage mode="detail" />;
}

/** `editQuestion/?id=`: the form in edit mode (an answered question saves a new version). */
export function QuestionEditPage() {
  return <SavedQuestionPage mode="edit" />;
}
