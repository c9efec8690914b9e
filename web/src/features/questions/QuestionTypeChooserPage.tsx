import { useQuery } from '@apollo/client/react';
import { Card, Typography } from '../../ui/native';
import { Skeleton } from '../../ui/native/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import type { Interaction, MarkedBy } from '../../gql/graphql';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { PageHeader } from '../../ui/PageHeader';
import type { TagColor } from '../../ui/Tag';
import { Tag } from '../../ui/Tag';

const QuestionTypeChooserQuery = graphql(`
  query QuestionTypeChooserQuery {
    questionRegistry {
      types {
        type
        interaction
        markedBy
        media
      }
    }
  }
`);

const MARKED_COLOR: Record<MarkedBy, TagColor> = {
  KEY: 'green',
  PERSON: 'gold',
  SPEECH: 'blue',
  NONE: 'default',
};

/** The store a new question goes to: the address says, else an administrator's common one, a teacher's own. */
export function useNewQuestionStore(): 'general' | 'teacher' {
  const [params] = useSearchParams();
  const { role } = useSession();
  const asked = params.get('store');
  if (asked === 'general' || asked === 'teacher') return asked;
  return role === 'ADMIN' ? 'general' : 'teacher';
}

/** `createNewFormat`: the 35 types as cards grouped by interaction; a card opens the form in add mode. */
export function QuestionTypeChooserPage() {
  const { t } = useTranslation();
  const store = useNewQuestionStore();
  const { data } = useQuery(QuestionTypeChooserQuery);
  const groups = new Map<Interaction, NonNullable<typeof data>['questionRegistry']['types']>();
  for (const info of data?.questionRegistry.types ?? [])
    groups.set(info.interaction, [...(groups.get(info.interaction) ?? []), info]);

  return (
    <>
      <PageHeader
        title={t('questions.chooseType')}
        subtitle={t('questions.chooseTypeHint')}
        crumbs={[
          { title: t('menu.questions') },
          {
            title: t(store === 'general' ? 'questions.commonTitle' : 'questions.privateTitle'),
            to: paths.questions(store),
          },
          { title: t('questions.chooseType') },
        ]}
      />
      {!data && <Skeleton />}
      {[...groups].map(([interaction, types]) => (
        <section
          key={interaction}
          aria-labelledby={`interaction-${interaction}`}
          style={{ marginBottom: 24 }}
        >
          <Typography.Title level={4} id={`interaction-${interaction}`}>
            {t(`interactions.${interaction}`)}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t(`interactionHints.${interaction}`)}</Typography.Paragraph>
          <div className="type-cards">
            {types.map((info) => (
              <Link
                key={info.type}
                to={paths.questionInformation(info.type, store)}
                aria-label={t(`questionTypes.${info.type}`)}
              >
                <Card hoverable size="small" title={t(`questionTypes.${info.type}`)}>
                  <Tag color={MARKED_COLOR[info.markedBy]}>{t(`questions.markedBy.${info.markedBy}`)}</Tag>
                  {info.media && <Tag>{t(`questions.needsMedia.${info.media}`)}</Tag>}
                </Card>
              </Link>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
