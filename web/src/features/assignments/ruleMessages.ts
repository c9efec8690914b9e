import { ASSIGNMENT_MESSAGES } from '@lms/domain';
import { useDomainMessages } from '../../shared/useDomainMessages';

/** The assignment rules' messages, as the backend answers them, under `assignmentRules`. */
export const useAssignmentRuleMessages = () => useDomainMessages('assignmentRules', ASSIGNMENT_MESSAGES);
