import type { RestPresentationGroup } from '../../rest/types.js';

export type PresentationGroupParent = RestPresentationGroup;
