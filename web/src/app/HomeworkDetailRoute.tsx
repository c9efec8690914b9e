import { Skeleton } from '../ui/native/Skeleton';
import { Suspense, lazy } from 'react';
import { HomeworkDetailPage } from '../features/assignments/HomeworkDetailPage';

// The group table loads only with a presentation.
const PresentationGroupsCard = lazy(() =>
  import('../features/presentations/PresentationGroupsCard').then((m) => ({
    default: m.PresentationGroupsCard,
  })),
);

/**
 * `/manageClass/{classId}/manageClassHomeworkDetail?id=`: the assignment's page (assignments feature) with,
 * for a presentation, its group table (presentations feature); only app/ may put the two together.
 */
export function HomeworkDetailRoute() {
  return (
    <HomeworkDetailPage
      presentationGroups={(props) => (
        <Suspense fallback={<Skeleton />}>
          <PresentationGroupsCard {...props} />
        </Suspense>
      )}
    />
  );
}
