import { PRESENTATION_MESSAGES } from '@lms/domain';
import { useDomainMessages } from '../../shared/useDomainMessages';

/** The presentation rules' messages, as the backend answers them, under `presentationRules`. */
export const usePresentationRuleMessages = () =>
  useDomainMessages('presentationRules', PRESENTATION_MESSAGES);
