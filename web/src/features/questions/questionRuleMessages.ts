import { QUESTION_MESSAGES } from '@lms/domain/questions';
import { useDomainMessages } from '../../shared/useDomainMessages';

// Apart from ./questionSchema, so that the form registers the messages without loading zod and the rules
// before it first validates (issue 11).

/** The part rules' messages, as the backend answers them, under `questionRules`. */
export const useQuestionRuleMessages = () => useDomainMessages('questionRules', QUESTION_MESSAGES);
