import './questions.css';

export type * from './types';
export { PartView, responseOf } from './PartView';
export type { PartViewProps } from './PartView';
export { QuestionView, numberParts } from './QuestionView';
export type { QuestionViewMedia, QuestionViewPart, QuestionViewProps } from './QuestionView';
export { SingleChoiceView } from './SingleChoiceView';
export { MultipleChoiceView } from './MultipleChoiceView';
export { TextEntryView, segmentsOf } from './TextEntryView';
export { MatchingView } from './MatchingView';
export { OrderingView, shownOrder } from './OrderingView';
export { HotspotView } from './HotspotView';
export { WritingView } from './WritingView';
export { SpokenAnswerView } from './SpokenAnswerView';
export { SpokenTargetView } from './SpokenTargetView';
export { PassageView } from './PassageView';
export { ReviewMark } from './ReviewMark';
