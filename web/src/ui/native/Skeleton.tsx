/** antd's Skeleton: grey bars that shimmer while a part of the page loads (still for reduced motion). */
export function Skeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="lms-skeleton" aria-busy="true">
      {Array.from({ length: rows + 1 }, (_, i) => (
        <span key={i} className="lms-skeleton-line" />
      ))}
    </div>
  );
}
