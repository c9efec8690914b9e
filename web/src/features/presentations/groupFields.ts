import { graphql } from '../../gql';

/** What the group table shows of a group, and every mutation answers (the cache updates in place). */
export const PresentationGroupFields = graphql(`
  fragment PresentationGroupsCard_group on PresentationGroup {
    id
    name
    members {
      id
      name
    }
    rubric {
      criterion
      band
      point
    }
    presentationScore
    slideScore
    scriptScore
    total
    returned
    returnedAt
  }
`);
