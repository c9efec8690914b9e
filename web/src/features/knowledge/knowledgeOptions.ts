import type { ArticleTopic, ContentLanguage } from '../../gql/graphql';

export const TOPICS: ArticleTopic[] = [
  'STUDY_SKILLS',
  'LISTENING',
  'READING',
  'WRITING',
  'SPEAKING',
  'VOCABULARY',
  'EXAM_DAY',
];
export const LANGUAGES: ContentLanguage[] = ['VI', 'EN'];

/** The interface language as the knowledge base names it. */
export const contentLanguage = (lng: string | undefined): ContentLanguage => (lng === 'en' ? 'EN' : 'VI');
