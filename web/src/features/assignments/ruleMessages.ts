import { ASSIGNMENT_MESSAGES, REVIEW_MESSAGES } from '@lms/domain';
import { useDomainMessages } from '../../shared/useDomainMessages';

/** The assignment rules' messages, as the backend answers them, under `assignmentRules`. */
// With the attempts' and review options' (issue 26 point 1).
const MESSAGES = { ...ASSIGNMENT_MESSAGES, ...REVIEW_MESSAGES };
export const useAssignmentRuleMessages = () => useDomainMessages('assignmentRules', MESSAGES);
